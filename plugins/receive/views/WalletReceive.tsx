import { createPluginText, Icon, Logo, QrCode, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { receiveMessages } from '../messages.js'

const receiveCss = /* css */ `
.gw-receive { display: flex; flex-direction: column; gap: 12px; }
.gw-receive-qr { align-self: center; width: 240px; max-width: 100%; padding: 8px; border-radius: var(--r); background: var(--gw-qr-background); box-shadow: 0 0 0 1px var(--gw-border); }
.gw-receive-address { display: flex; align-items: center; gap: 8px; padding: 10px 8px 10px 14px; border-radius: var(--r-item); background: var(--gw-bg-2); }
.gw-receive-address code { flex: 1; min-width: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.82em; line-height: 1.45; word-break: break-all; color: var(--gw-fg); }
.gw-receive-label { font-size: 0.78em; font-weight: 600; color: var(--gw-fg-2); margin: 0 4px -6px; }
.gw-receive-hint { font-size: 0.82em; color: var(--gw-fg-2); text-align: center; }
.gw-receive-networks { display: flex; flex-wrap: wrap; gap: 6px; }
.gw-receive-networks li { display: inline-flex; align-items: center; gap: 6px; height: 30px; padding: 0 10px 0 4px; border-radius: 999px; background: var(--gw-bg-2); font-size: 0.82em; font-weight: 600; }
`

/**
 * WalletReceive: the connected address as text and QR code, a copy button, and the
 * networks of its namespace the host configured (the same address receives on each).
 */
export default function WalletReceive({ kernel, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, receiveCss)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: receiveMessages }),
    [t, kernel],
  )
  const read = () => kernel.connections.get()
  const connection = useSyncExternalStore(kernel.store.subscribeAll, read, read)
  const [copied, setCopied] = useState(false)

  if (!connection)
    return (
      <div ref={root} className="gw-receive">
        <p className="gw-receive-hint">{text('WalletReceive.notConnected')}</p>
      </div>
    )
  const { address } = connection
  const networks = kernel.networks.all(connection.namespace)

  async function copy() {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      kernel.toasts.show({ variant: 'success', message: text('WalletReceive.copied') })
      kernel.env.setTimeout(() => setCopied(false), 1500)
    } catch {
      kernel.toasts.show({ variant: 'error', message: text('WalletReceive.copyFailed') })
    }
  }

  return (
    <div ref={root} className="gw-receive">
      <div className="gw-receive-qr">
        <QrCode value={address} label={text('WalletReceive.qr')} />
      </div>
      <h3 className="gw-receive-label">{text('WalletReceive.address')}</h3>
      <div className="gw-receive-address">
        <code data-testid="receive-address">{address}</code>
        <button
          type="button"
          className="icon-button"
          onClick={() => void copy()}
          aria-label={text('WalletReceive.copy')}
          title={text('WalletReceive.copy')}
        >
          <Icon name={copied ? 'check' : 'copy'} />
        </button>
      </div>
      <h3 className="gw-receive-label">{text('WalletReceive.networks')}</h3>
      <ul className="gw-receive-networks" aria-label={text('WalletReceive.networks')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <Logo src={network.assets?.imageUrl} name={network.name} size="small" round />
            {network.name}
          </li>
        ))}
      </ul>
      <p className="gw-receive-hint">{text('WalletReceive.hint')}</p>
    </div>
  )
}
