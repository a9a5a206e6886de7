// One wallet row for Connect and AllWallets: a wallet present in several namespaces is one
// row (its connectors merged), with a small chooser of its namespaces; the row's icon may
// come from a plugin's `ConnectorIcon:<connectorId>` view (WalletConnect's lazy icon).

import type { ConnectorInfo, Kernel, Namespace } from 'gangway/kernel'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import { connectorsOf } from '#kernel/internal'
import { Logo } from './components/Logo.js'
import { usePluginView } from './components/PluginSlot.js'
import { useKernelState, useUi } from './context.js'
// Through the kit's index, as plugin views import it: the modal's chunk then reaches what
// the ConnectButton shares with it (useAddressIdentity) the way plugin views do, and an
// esbuild host gets one chunk for it, not one more file before its first paint.
import { connectorIconSlot, type ViewProps } from './kit/index.js'
import type { WalletListItem } from './walletSource.js'

/** The connector a merged row connects: the active namespace's, else its first. */
export function preferredConnector(kernel: Kernel, connector: ConnectorInfo): ConnectorInfo {
  const members = connectorsOf(connector)
  const active = kernel.store.getState().activeNamespace
  return members.find((member) => member.namespace === active) ?? members[0] ?? connector
}

/** Whether a row's wallet was used recently / is installed in the browser. */
export function rowBadges(
  kernel: Kernel,
  connector: ConnectorInfo | undefined,
): { recent: boolean; installed: boolean } {
  const recent = kernel.store.getState().recentWallets
  const members = connector ? connectorsOf(connector) : []
  return {
    recent: members.some((member) =>
      recent.includes(member.explorerId ?? connector?.explorerId ?? member.id),
    ),
    installed: members.some((member) => member.type === 'ANNOUNCED' || member.type === 'INJECTED'),
  }
}

/**
 * The namespaces a visitor may pick for a row: none for one namespace or WalletConnect.
 * In `namespaceOrder`: the order of the host's `chains` option.
 */
export function choosableConnectors(
  connector: ConnectorInfo | undefined,
  namespaceOrder: readonly Namespace[],
): readonly ConnectorInfo[] {
  const members = connector ? connectorsOf(connector) : []
  // One WalletConnect pairing covers every namespace: nothing to choose.
  if (members.length < 2 || members.some((member) => member.type === 'WALLET_CONNECT')) return []
  // A fixed order: the buttons stay put when another namespace becomes the recent one.
  return [...members].sort(
    (a, b) => namespaceOrder.indexOf(a.namespace) - namespaceOrder.indexOf(b.namespace),
  )
}

/**
 * A row's icon: a plugin's `ConnectorIcon:<connectorId>` view when one is registered (its
 * code loads with the first list, not with the page), else the image or the monogram.
 */
export function ConnectorLogo({ item }: { item: WalletListItem }): ReactElement {
  const { kernel } = useUi()
  const id = item.connector?.id
  const name = id ? connectorIconSlot(id) : ''
  const fallback = <Logo src={item.imageUrl} name={item.name} />
  if (!name || !kernel.registry.hasView(name)) return fallback
  return <SlotIcon name={name} connector={item.connector!} fallback={fallback} />
}

function SlotIcon({
  name,
  connector,
  fallback,
}: {
  name: string
  connector: ConnectorInfo
  fallback: ReactNode
}): ReactElement {
  const { kernel, t } = useUi()
  const loaded = usePluginView(name)
  if (loaded.failed) return <>{fallback}</>
  if (!loaded.component || loaded.name !== name) return <span className="logo" aria-hidden="true" />
  const Component: ComponentType<ViewProps> = loaded.component
  return <Component kernel={kernel} data={{ connector }} t={t} />
}

/**
 * The chooser of a multi-chain row: one small button per namespace, each connecting the
 * wallet there (shown as connected once it is).
 */
export function NamespaceChooser({
  item,
  members,
  onChoose,
}: {
  item: WalletListItem
  members: readonly ConnectorInfo[]
  onChoose: (connector: ConnectorInfo) => void
}): ReactElement {
  const { t } = useUi()
  const connected = useKernelState((state) =>
    members.map((member) => {
      const namespace = state.connections[member.namespace]
      return namespace?.status === 'connected' && namespace.current === member.id
    }),
  )
  return (
    <fieldset className="chains" aria-label={t('Connect.chains', { name: item.name })}>
      {members.map((member, index) => {
        const chain = t(`namespace.${member.namespace}`)
        const on = connected[index] === true
        return (
          <button
            key={member.namespace}
            type="button"
            className={`chain${on ? ' on' : ''}`}
            data-namespace={member.namespace}
            aria-label={t(on ? 'Connect.connectedOn' : 'Connect.connectOn', {
              name: item.name,
              chain,
            })}
            onClick={() => onChoose(member)}
          >
            {chain}
          </button>
        )
      })}
    </fieldset>
  )
}
