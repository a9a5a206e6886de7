import { parseCaipAddress } from 'gangway/kernel'
import { type ReactElement, useEffect, useId, useState } from 'react'
import { Avatar } from '../components/Avatar.js'
import { useAddressIdentity } from '../kit/useAddressIdentity.js'
import { buttonEnglish, loadButtonMessages } from '../shared/buttonMessages.js'
import { formatAmount, truncateAddress } from '../shared/format.js'
import { adoptButtonSheets } from '../shared/pageSheets.js'
import { safeImageUrl } from '../shared/security.js'
import { useGangwayInstance } from './context.js'
import { useAccount, useNetwork } from './hooks.js'

export type ConnectButtonProps = {
  /** Text of the button while disconnected (default from the catalogue: 'Connect Wallet'). */
  label?: string
  /** Show the native balance beside the address (default true). */
  showBalance?: boolean
  /** Show the network button (default true). */
  showNetwork?: boolean
  className?: string
}

/**
 * Shows Connect, or the account with its balance and network; opens the modal.
 * Server-renders the instance's initial state (a returning visitor's account with
 * `initialState`, else Connect), so hydration always matches.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({
  label,
  showBalance = true,
  showNetwork = true,
  className,
}: ConnectButtonProps): ReactElement {
  const gangway = useGangwayInstance()
  const { kernel } = gangway
  const locale = kernel.options.locale
  const account = useAccount()
  const { network } = useNetwork()
  // While a returning visitor's wallet reconnects, the account `initialState` gave is shown:
  // no "Connect" flashes between the server's markup and the reconnected wallet.
  const shown = account.isConnected || (account.status === 'reconnecting' && account.address)
  const identity = useAddressIdentity(
    kernel,
    shown && account.caipAddress ? parseCaipAddress(account.caipAddress) : undefined,
  )
  const mode = kernel.options.theme.mode

  // The instance's theme colours this button only (another instance's button has its own);
  // a React id has no quote to escape.
  const themeScope = useId()
  useEffect(
    () => adoptButtonSheets(kernel, document, `.gw-cb[data-gw-theme="${themeScope}"]`),
    [kernel, themeScope],
  )
  // English first (as the server rendered it, so hydration matches), then the locale's. A
  // late answer after unmount sets nothing (React ignores it), so no guard is needed.
  const [messages, setMessages] = useState(buttonEnglish)
  useEffect(() => void loadButtonMessages(locale)?.then(setMessages), [locale])

  const classes = ['gw-cb', className].filter(Boolean).join(' ')
  if (!shown || !account.address) {
    const busy = account.status === 'connecting' || account.status === 'reconnecting'
    return (
      <span className={classes} data-gangway-button="" data-gw-theme={themeScope} data-mode={mode}>
        <button
          key="main"
          type="button"
          className="gw-cb-connect"
          disabled={busy}
          onClick={() => void gangway.open()}
        >
          {busy ? <span className="gw-cb-spinner" aria-hidden="true" /> : null}
          {busy ? messages.connecting : (label ?? messages.connect)}
        </button>
      </span>
    )
  }
  const image = safeImageUrl(network?.assets?.imageUrl)
  const avatar = safeImageUrl(identity?.avatar)
  const balance = account.balance
  return (
    <span className={classes} data-gangway-button="" data-gw-theme={themeScope} data-mode={mode}>
      {showNetwork && network ? (
        <button
          key="network"
          type="button"
          className="gw-cb-network"
          aria-label={messages.network.replace('{name}', () => network.name)}
          onClick={() => void gangway.open({ view: 'Networks' })}
        >
          {/* Without an image the initial is drawn by CSS, so it is not text in the button's
              name (axe: label-content-name-mismatch). */}
          <span
            className="gw-cb-chain"
            aria-hidden="true"
            data-initial={image ? undefined : network.name.slice(0, 1).toUpperCase()}
          >
            {image ? <img src={image} alt="" /> : null}
          </span>
          <span className="gw-cb-network-name">{network.name}</span>
        </button>
      ) : null}
      {/* The same key as Connect: the element (and its focus) survives connecting. */}
      <button
        key="main"
        type="button"
        className="gw-cb-account"
        onClick={() => void gangway.open({ view: 'Account' })}
      >
        {showBalance && balance ? (
          <span className="gw-cb-balance">
            {formatAmount(balance.formatted, { decimals: 3, locale })} {balance.symbol}
          </span>
        ) : null}
        <span className="gw-cb-address">
          <span className="gw-cb-avatar" aria-hidden="true">
            {avatar ? <img src={avatar} alt="" /> : <Avatar address={account.address} />}
          </span>
          {identity?.name ?? truncateAddress(account.address, { head: 6, tail: 4 })}
        </span>
      </button>
    </span>
  )
}
