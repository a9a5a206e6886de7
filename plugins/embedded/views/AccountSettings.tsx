import type { Eip155Adapter } from 'gangway/eip155'
import { formatUnits, type Network } from 'gangway/kernel'
import { formatAmount, truncateAddress, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { embeddedConnectorId, loadEmbeddedWallet } from '../attachEmbeddedConnector.js'
import type { AccountType, EmbeddedWallet } from '../createEmbeddedWallet.js'
import { createEmbeddedText } from './messages.js'

type SlotData = { address: string; namespace: string; network?: Network; connectorId: string }
type Choice = { type: AccountType; address: string; balance?: string | undefined }

const css = `
.gw-account-type { border: 1px solid var(--gw-border, #e4e4e7); border-radius: 12px; margin: 12px 0; padding: 8px 12px 12px; }
.gw-account-type legend { font-weight: 600; padding: 0 4px; font-size: 14px; }
.gw-account-type label { display: grid; grid-template-columns: auto 1fr auto; gap: 2px 10px; align-items: center; padding: 8px 4px; border-radius: 8px; cursor: pointer; }
.gw-account-type label:has(input:checked) { background: var(--gw-accent-soft, rgba(71,161,255,.12)); }
.gw-account-type input { grid-row: span 2; margin: 0; }
.gw-account-type .gw-at-name { font-weight: 600; font-size: 14px; }
.gw-account-type .gw-at-meta { font-size: 12px; opacity: .75; grid-column: 2 / 4; }
.gw-account-type .gw-at-balance { font-size: 13px; text-align: right; }
`

/**
 * The embedded wallet's account-type switch on Account (SPEC §6): the smart account and
 * the plain key, each with its address and balance, where the operator offers smart
 * accounts on the current network. Nothing for other wallets, namespaces or networks.
 */
export default function AccountSettings({
  kernel,
  data,
  t,
}: ViewProps<SlotData>): ReactElement | null {
  const text = createEmbeddedText(t, kernel)
  const root = useRef<HTMLFieldSetElement>(null)
  useStyles(root, css)
  const [wallet, setWallet] = useState<EmbeddedWallet>()
  const [choices, setChoices] = useState<Choice[]>()
  const [busy, setBusy] = useState(false)
  const { network } = data
  const relevant =
    data.connectorId === embeddedConnectorId && data.namespace === 'eip155' && network

  useEffect(() => {
    if (!relevant) return
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
                `${formatAmount(formatUnits(value, decimals), 4, kernel.options.locale)} ${symbol}`,
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
      kernel.toasts.show(
        'success',
        text('embedded.switched', {
          type: text(type === 'eoa' ? 'embedded.eoa' : 'embedded.smartAccount'),
        }),
      )
    } catch (error) {
      kernel.log.warn('embedded wallet: switching the account type failed', error)
      kernel.toasts.show('error', text('embedded.switchFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset ref={root} className="gw-account-type" data-testid="account-type" disabled={busy}>
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
    </fieldset>
  )
}
