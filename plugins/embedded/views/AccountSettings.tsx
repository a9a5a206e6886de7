import type { Eip155Adapter } from 'gangway/eip155'
import { formatUnits, type Network } from 'gangway/kernel'
import { formatAmount, truncateAddress, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react'
import { embeddedConnectorId, loadEmbeddedWallet } from '../attachEmbeddedConnector.js'
import type { AccountType, EmbeddedWallet } from '../embeddedWalletTypes.js'
import { createEmbeddedText } from './messages.js'
import { SessionsList } from './SessionsList.js'

type SlotData = { address: string; namespace: string; network?: Network; connectorId: string }
type Choice = { type: AccountType; address: string; balance?: string | undefined }

const css = `
.gw-account-type { border: 0; margin: 4px 0 12px; padding: 0; min-width: 0; display: grid; gap: 6px; }
.gw-account-type legend { font-size: 0.82em; font-weight: 600; color: var(--gw-fg-2); padding: 0 0 6px; }
.gw-account-type label { display: grid; grid-template-columns: auto 1fr auto; gap: 2px 10px; align-items: center; padding: 10px 12px; border-radius: var(--gw-radius, 12px); background: var(--gw-bg-2); border: 1px solid transparent; cursor: pointer; }
.gw-account-type label:hover { background: var(--gw-bg-3); }
.gw-account-type label:has(input:checked) { border-color: var(--gw-accent); }
.gw-account-type input { grid-row: span 2; margin: 0; accent-color: var(--gw-accent); }
.gw-account-type label:has(input:focus-visible) { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-at-name { font-weight: 600; font-size: 0.9em; }
.gw-at-balance { font-size: 0.85em; text-align: right; white-space: nowrap; }
.gw-at-meta { font-size: 0.78em; color: var(--gw-fg-2); grid-column: 2 / 4; }
.gw-recovery-password { margin: 0 0 12px; }
`

/**
 * The embedded wallet's settings on Account: the account-type switch, and, for a key kept in
 * shares (CUSTODY=shares), the way to a new recovery method (a passkey or a recovery password).
 * Nothing for other wallets.
 */
export default function AccountSettings(props: ViewProps<SlotData>): ReactElement {
  return (
    <>
      <AccountTypeSwitch {...props} />
      <RecoveryPasswordButton {...props} />
    </>
  )
}

/**
 * The button to a new recovery method, passkey or password (issue 32): only for a user whose key is split in
 * shares, where a plugin offers the view (`gangway/email`: it mails the code).
 */
function RecoveryPasswordButton({ kernel, data, t }: ViewProps<SlotData>): ReactElement | null {
  const [shown, setShown] = useState(false)
  const relevant =
    data.connectorId === embeddedConnectorId && kernel.registry.hasView(recoveryPasswordView)
  useEffect(() => {
    if (!relevant) return
    let live = true
    loadEmbeddedWallet(kernel)
      .then((wallet) => {
        if (live) setShown(wallet.user?.custody === 'shares')
      })
      .catch((error: unknown) => kernel.log.warn('embedded wallet: custody', error))
    return () => {
      live = false
    }
  }, [kernel, relevant])
  if (!relevant || !shown) return null
  return (
    <RecoveryPasswordLink
      label={createEmbeddedText(t, kernel)('embedded.recoveryMethod')}
      open={() => kernel.router.push({ view: recoveryPasswordView })}
    />
  )
}

/** The button itself: its styles attach once it is in the modal's shadow root. */
function RecoveryPasswordLink({ label, open }: { label: string; open(): void }): ReactElement {
  const button = useRef<HTMLButtonElement>(null)
  useStyles(button, css)
  return (
    <button
      ref={button}
      type="button"
      className="button secondary full gw-recovery-password"
      onClick={open}
    >
      {label}
    </button>
  )
}

/** `gangway/email`'s view for a new recovery password (spelled out: no import of that plugin). */
const recoveryPasswordView = 'EmbeddedRecoveryPassword'

/**
 * The embedded wallet's account-type switch on Account (SPEC §6): the smart account and
 * the plain key, each with its address and balance, where the operator offers smart
 * accounts on the current network. Nothing for other wallets, namespaces or networks.
 */
function AccountTypeSwitch({ kernel, data, t }: ViewProps<SlotData>): ReactElement | null {
  const text = createEmbeddedText(t, kernel)
  const [wallet, setWallet] = useState<EmbeddedWallet>()
  const [choices, setChoices] = useState<Choice[]>()
  const [busy, setBusy] = useState(false)
  const { network } = data
  const relevant =
    data.connectorId === embeddedConnectorId && data.namespace === 'eip155' && network

  useEffect(() => {
    // Read again when the connection's address changes (the visitor switched the type).
    if (!relevant || !data.address) return
    let live = true
    void (async () => {
      const loaded = await loadEmbeddedWallet(kernel)
      const enabled = await loaded.smartAccountEnabledNetworks()
      const user = loaded.user
      if (!user || typeof network.id !== 'number' || !enabled.includes(network.id)) return
      const smart = user.accounts.find((a) => a.type === 'smartAccount')
      const key = user.accounts.find((a) => a.type === 'eoa' && a.namespace !== 'solana')
      if (!smart || !key) return
      const listed: Choice[] = [
        { type: 'smartAccount', address: smart.address },
        { type: 'eoa', address: key.address },
      ]
      if (!live) return
      setWallet(loaded)
      setChoices(listed)
      const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
      const client = adapter.getPublicClient(network)
      const { decimals, symbol } = network.nativeCurrency
      const balances = await Promise.all(
        listed.map((choice) =>
          client
            .getBalance({ address: choice.address as `0x${string}` })
            .then(
              (value) =>
                `${formatAmount(formatUnits(value, decimals), { decimals: 4, locale: kernel.options.locale })} ${symbol}`,
            )
            .catch(() => undefined),
        ),
      )
      if (live) setChoices(listed.map((choice, index) => ({ ...choice, balance: balances[index] })))
    })().catch((error: unknown) => kernel.log.warn('embedded wallet: account types', error))
    return () => {
      live = false
    }
  }, [kernel, relevant, network, data.address])

  if (!relevant || !wallet || !choices) return null
  const current = wallet.user?.preferredAccountType === 'eoa' ? 'eoa' : 'smartAccount'

  async function choose(type: AccountType) {
    if (!wallet || type === current) return
    setBusy(true)
    try {
      await wallet.setPreferredAccountType(type)
      kernel.toasts.show({
        variant: 'success',
        message: text('embedded.switched', {
          type: text(type === 'eoa' ? 'embedded.eoa' : 'embedded.smartAccount'),
        }),
      })
    } catch (error) {
      kernel.log.warn('embedded wallet: switching the account type failed', error)
      kernel.toasts.show({ variant: 'error', message: text('embedded.switchFailed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Fieldset disabled={busy}>
        <legend>{text('embedded.accountType')}</legend>
        {choices.map((choice) => (
          <label key={choice.type} data-testid={`account-type-${choice.type}`}>
            <input
              type="radio"
              name="gw-account-type"
              value={choice.type}
              checked={current === choice.type}
              onChange={() => void choose(choice.type)}
            />
            <span className="gw-at-name">
              {text(choice.type === 'eoa' ? 'embedded.eoa' : 'embedded.smartAccount')}
            </span>
            <span className="gw-at-balance">
              {choice.balance ? text('embedded.balance', { amount: choice.balance }) : ''}
            </span>
            <span className="gw-at-meta" title={choice.address}>
              {truncateAddress(choice.address)} ·{' '}
              {text(choice.type === 'eoa' ? 'embedded.eoaHint' : 'embedded.smartAccountHint')}
            </span>
          </label>
        ))}
      </Fieldset>
      {wallet.smartSessions && current === 'smartAccount' ? (
        // Re-read after a switch back to the smart account (the address changes).
        <SessionsList
          key={data.address}
          kernel={kernel}
          wallet={wallet}
          network={network}
          text={text}
        />
      ) : null}
    </>
  )
}

/** The switch's frame: its styles attach once it is in the modal's shadow root. */
function Fieldset({
  disabled,
  children,
}: {
  disabled: boolean
  children: ReactNode
}): ReactElement {
  const root = useRef<HTMLFieldSetElement>(null)
  useStyles(root, css)
  return (
    <fieldset ref={root} className="gw-account-type" data-testid="account-type" disabled={disabled}>
      {children}
    </fieldset>
  )
}
