import type { ViewEntry } from 'gangway/kernel'
import { type ComponentType, memo, type ReactElement, useEffect, useRef } from 'react'
import { Icon, Spinner } from '../components/icons.js'
import { usePluginView } from '../components/PluginSlot.js'
import { useUi, type ViewProps } from '../context.js'
import { AccountView } from '../views/Account.js'
import { AllWalletsView } from '../views/AllWallets.js'
import { ApproveTransactionView } from '../views/ApproveTransaction.js'
import { ConnectView } from '../views/Connect.js'
import { ConnectingExternalView } from '../views/ConnectingExternal.js'
import { GetWalletView } from '../views/GetWallet.js'
import { NetworksView, UnsupportedChainView } from '../views/Networks.js'
import { deepActiveElement, focusables } from './focus.js'

/** The views ui-shell renders itself; any other name is a plugin view (registry). */
const coreViews: Readonly<Record<string, ComponentType<ViewProps>>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  GetWallet: GetWalletView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  ApproveTransaction: ApproveTransactionView,
}

/**
 * The shown view. The same entry renders nothing new: opening the modal on the Connect it
 * rendered out of sight, or any render of the frame around it, leaves the view alone (it
 * follows kernel state through its own hooks).
 */
export const RouterView = memo(
  RouterViewOf,
  (previous, next) =>
    previous.entry.view === next.entry.view && previous.entry.data === next.entry.data,
)

function RouterViewOf({ entry }: { entry: ViewEntry }): ReactElement {
  const { kernel, t } = useUi()
  const Core = coreViews[entry.view]
  if (Core) return <Core kernel={kernel} data={entry.data} t={t} />
  if (kernel.registry.hasView(entry.view)) return <PluginView name={entry.view} data={entry.data} />
  return (
    <div className="empty">
      <span className="empty-icon">
        <Icon name="grid" />
      </span>
      <p>{t('view.unavailable')}</p>
    </div>
  )
}

/** One view failed to render: say so, and offer a way back and a retry; the modal stays. */
export function ViewRenderFailed({ retry }: { retry: () => void }): ReactElement {
  const { kernel, t } = useUi()
  const first = kernel.router.stack.length <= 1
  return (
    <div className="notice" role="alert">
      <span className="empty-icon">
        <Icon name="alert" />
      </span>
      <p>{t('view.renderFailed')}</p>
      <div className="row-center">
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            first
              ? kernel.router.reset({ view: kernel.connections.get() ? 'Account' : 'Connect' })
              : kernel.router.goBack()
          }
        >
          {first ? t('view.start') : t('header.back')}
        </button>
        <button type="button" className="button secondary" onClick={retry}>
          <Icon name="retry" />
          {t('common.retry')}
        </button>
      </div>
    </div>
  )
}

function PluginView({ name, data }: { name: string; data: unknown }): ReactElement {
  const { kernel, t } = useUi()
  const loaded = usePluginView(name)
  if (loaded.failed)
    return (
      <div className="notice">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <p>{t('view.loadFailed')}</p>
      </div>
    )
  if (!loaded.component || loaded.name !== name)
    return (
      <div className="center" role="status">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )
  const Component = loaded.component
  return (
    <LoadedPluginView>
      <Component kernel={kernel} data={data} t={t} />
    </LoadedPluginView>
  )
}

/**
 * A lazily loaded view arrives after the modal moved focus (to the dialog, as the view was
 * still loading): once it is there, focus its first control like any other view.
 */
function LoadedPluginView({ children }: { children: ReactElement }): ReactElement {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const wrapper = ref.current
    const card = wrapper?.closest<HTMLElement>('.card')
    if (!wrapper || deepActiveElement() !== card) return
    focusables(wrapper)[0]?.focus({ preventScroll: true })
  }, [])
  return (
    <div className="plugin-view" ref={ref}>
      {children}
    </div>
  )
}
