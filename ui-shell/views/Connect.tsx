import type { ReactElement } from 'react'
import type { ConnectMethod, ConnectorInfo, Entry } from '../../kernel/index.js'
import { Icon, iconFor } from '../components/icons.js'
import { Logo } from '../components/Logo.js'
import { useKernelState, useUi } from '../context.js'
import { safeImageUrl } from '../shared/security.js'
import { listConnectors } from '../walletSource.js'

/** How many wallets Connect lists before "All Wallets". */
const shownWallets = 5

/** Plugins whose `connect` entries belong to each connect method. */
const methodPlugins: Readonly<Record<ConnectMethod, readonly string[]>> = {
  email: ['email'],
  social: ['socials', 'social'],
  wallet: [],
}

export function openConnector(
  kernel: ReturnType<typeof useUi>['kernel'],
  connector: ConnectorInfo,
): void {
  kernel.analytics.track('SELECT_WALLET', { name: connector.name, namespace: connector.namespace })
  if (connector.type === 'WALLET_CONNECT')
    kernel.router.push('ConnectingWalletConnect', { connector })
  else kernel.router.push('ConnectingExternal', { connector })
}

/** SPEC §2 start view: connect methods in `connectMethodsOrder`, wallets in SPEC order. */
export function ConnectView(): ReactElement {
  const { kernel, t } = useUi()
  // Re-render when connectors or recent wallets change; the order is derived from state.
  useKernelState((state) => ({ connectors: state.connectors, recent: state.recentWallets }))
  const connectors = listConnectors(kernel)
  const recent = kernel.store.getState().recentWallets
  const entries = kernel.registry.entries('connect')
  const groups = kernel.options.connectMethodsOrder
    .map((method) => {
      if (method === 'wallet') return { method, node: renderWallets() }
      const own = entries.filter((entry) => methodPlugins[method].includes(entry.plugin))
      if (!own.length) return undefined
      return { method, node: <EntryGroup key={method} entries={own} /> }
    })
    .filter((group) => group !== undefined)

  function renderWallets(): ReactElement {
    if (!connectors.length)
      return (
        <div className="empty">
          <span className="empty-icon">
            <Icon name="wallet" />
          </span>
          <strong>{t('Connect.empty')}</strong>
          <p>{t('Connect.emptyHint')}</p>
        </div>
      )
    const shown = connectors.slice(0, shownWallets)
    return (
      <ul className="stack" aria-label={t('Connect.wallets')}>
        {shown.map((connector) => {
          const isRecent = recent.includes(connector.explorerId ?? connector.id)
          const installed = connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
          return (
            <li key={`${connector.namespace}:${connector.id}`}>
              <button
                type="button"
                className="item"
                data-connector={connector.id}
                onClick={() => openConnector(kernel, connector)}
              >
                <Logo src={connector.imageUrl} name={connector.name} />
                <span className="item-label">{connector.name}</span>
                {isRecent ? (
                  <span className="tag">{t('Connect.recent')}</span>
                ) : installed ? (
                  <span className="tag success">{t('Connect.installed')}</span>
                ) : null}
              </button>
            </li>
          )
        })}
        <li>
          <button
            type="button"
            className="item"
            data-view="AllWallets"
            onClick={() => kernel.router.push('AllWallets')}
          >
            <span className="logo">
              <span className="grid-logos" aria-hidden="true">
                {connectors.slice(0, 4).map((c) => {
                  const src = safeImageUrl(c.imageUrl)
                  return (
                    <span key={`${c.namespace}:${c.id}`}>
                      {src ? <img src={src} alt="" /> : null}
                    </span>
                  )
                })}
              </span>
            </span>
            <span className="item-label">{t('Connect.allWallets')}</span>
            <span className="count">{connectors.length}</span>
          </button>
        </li>
      </ul>
    )
  }

  return (
    <div>
      {groups.map((group, index) => (
        <div key={group.method}>
          {index > 0 ? (
            <div className="divider" aria-hidden="true">
              {t('common.or')}
            </div>
          ) : null}
          {group.node}
        </div>
      ))}
      <p className="footnote">{t('Connect.footer')}</p>
    </div>
  )
}

function EntryGroup({ entries }: { entries: readonly (Entry & { plugin: string })[] }) {
  const { kernel, t } = useUi()
  return (
    <div className="stack">
      {entries.map((entry) => (
        <button
          key={`${entry.plugin}:${entry.view}`}
          type="button"
          className="item"
          onClick={() => kernel.router.push(entry.view)}
        >
          <Logo name={t(entry.label)} glyph={iconFor(entry.icon)} />
          <span className="item-label">{t(entry.label)}</span>
          <Icon name="chevron" className="chevron" />
        </button>
      ))}
    </div>
  )
}
