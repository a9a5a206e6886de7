import type { Eip155Adapter, GrantedPermissionRecord } from 'gangway/eip155'
import { formatUnits, type Network } from 'gangway/kernel'
import {
  createPluginText,
  formatAmount,
  Spinner,
  truncateAddress,
  useConnection,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { sessionsMessages } from '../messages.js'

// The embedded wallet's session list (plugins/embedded/views/SessionsList.tsx), row for row:
// one way to show a session, whichever wallet holds it.
const css = /* css */ `
.gw-sessions { margin: 4px 0 12px; }
.gw-sessions h3 { font-size: 0.82em; font-weight: 600; color: var(--gw-fg-2); margin: 0 0 6px; }
.gw-sessions h3:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-sessions ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.gw-sessions li { display: grid; grid-template-columns: 1fr auto; gap: 2px 10px; align-items: center; padding: 10px 12px; border-radius: var(--gw-radius, 12px); background: var(--gw-bg-2); }
.gw-sessions li > span { grid-column: 1; font-size: 0.8em; color: var(--gw-fg-2); overflow-wrap: anywhere; }
.gw-sessions .gw-session-app { font-weight: 600; font-size: 0.9em; color: var(--gw-fg); }
.gw-sessions button { grid-column: 2; grid-row: 1 / span 3; min-height: 32px; min-width: 44px; padding: 4px 12px; border-radius: var(--gw-radius, 12px); border: 1px solid var(--gw-border, currentColor); background: transparent; color: var(--gw-fg); font: inherit; font-size: 0.85em; cursor: pointer; }
.gw-sessions button:hover { background: var(--gw-bg-3); }
.gw-sessions button:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-sessions button:disabled { cursor: default; opacity: 0.6; }
.gw-sessions p { font-size: 0.85em; color: var(--gw-fg-2); margin: 0; }
.gw-sessions-wait { display: flex; justify-content: center; padding: 16px; }
`

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; offered: boolean; sessions: GrantedPermissionRecord[] }

/**
 * WalletSessions: the sessions (ERC-7715 permissions) the connected browser or WalletConnect
 * wallet granted this site on the current network, each with what it allows, when it ends
 * and a Revoke button (the wallet may ask the visitor). Wallet text is shown as text only.
 */
export default function WalletSessions({ kernel, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useStyles(root, css)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: sessionsMessages }),
    [t, kernel],
  )
  const connection = useConnection(kernel, 'eip155')
  const network: Network | undefined = connection
    ? kernel.networks.get(connection.caipNetworkId)
    : undefined
  const connectorId = connection?.connector.id
  const address = connection?.address
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [revoking, setRevoking] = useState<string>()

  const load = useCallback(async () => {
    if (!connectorId || !address || !network) return
    const target = { connectorId, address, network }
    try {
      const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
      const [support, sessions] = await Promise.all([
        adapter.getPermissionsSupport(target),
        adapter.getGrantedPermissions(target),
      ])
      setLoaded({ status: 'ready', offered: support !== undefined, sessions })
    } catch (error) {
      kernel.log.warn('sessions: reading the wallet sessions failed', error)
      setLoaded({ status: 'failed' })
    }
  }, [kernel, connectorId, address, network])
  useEffect(() => {
    setLoaded({ status: 'loading' })
    void load()
  }, [load])

  const { locale } = kernel.options
  const app = kernel.options.metadata.name
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const amount = (hex: `0x${string}`) => {
    const { decimals, symbol } = network?.nativeCurrency ?? { decimals: 18, symbol: '' }
    return `${formatAmount(formatUnits(BigInt(hex), decimals), { decimals: 6, locale })} ${symbol}`.trim()
  }

  async function revoke(session: GrantedPermissionRecord) {
    setRevoking(session.context)
    try {
      const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
      await adapter.revokePermission(session)
      kernel.toasts.show({ variant: 'success', message: text('WalletSessions.revoked', { app }) })
      await load()
      // The row and its button are gone: the list's heading keeps the focus in place.
      heading.current?.focus()
    } catch (error) {
      // 4001: the visitor said no in the wallet; nothing to tell them.
      if ((error as { rpcCode?: unknown } | null)?.rpcCode !== 4001) {
        kernel.log.warn('sessions: revoking a session failed', error)
        kernel.toasts.show({ variant: 'error', message: text('WalletSessions.revokeFailed') })
      }
    } finally {
      setRevoking(undefined)
    }
  }

  return (
    <div ref={root}>
      <section
        className="gw-sessions"
        aria-labelledby="gw-wallet-sessions-title"
        aria-busy={loaded.status === 'loading'}
        data-testid="wallet-sessions"
      >
        <h3 id="gw-wallet-sessions-title" ref={heading} tabIndex={-1}>
          {text('WalletSessions.heading')}
        </h3>
        {loaded.status === 'loading' ? (
          <div className="gw-sessions-wait">
            <Spinner />
          </div>
        ) : loaded.status === 'failed' ? (
          <p role="alert">{text('WalletSessions.failed')}</p>
        ) : loaded.sessions.length === 0 ? (
          <p>{text(loaded.offered ? 'WalletSessions.none' : 'WalletSessions.notOffered')}</p>
        ) : (
          <ul>
            {loaded.sessions.map((session, index) => (
              <li key={session.context} data-testid="wallet-session">
                <span className="gw-session-app">{app}</span>
                <span title={session.to}>
                  {session.allowance !== undefined && session.type.startsWith('native-token')
                    ? text('WalletSessions.maySend', {
                        amount: amount(session.allowance),
                        address: truncateAddress(session.to),
                      })
                    : text('WalletSessions.mayUse', {
                        type: session.type,
                        address: truncateAddress(session.to),
                      })}
                </span>
                {session.expiry !== undefined ? (
                  <span>
                    {text('WalletSessions.ends', { date: date.format(session.expiry * 1000) })}
                  </span>
                ) : null}
                <button
                  type="button"
                  aria-label={text('WalletSessions.revokeLabel', {
                    number: index + 1,
                    address: truncateAddress(session.to),
                  })}
                  disabled={revoking !== undefined}
                  onClick={() => void revoke(session)}
                >
                  {text('WalletSessions.revoke')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
