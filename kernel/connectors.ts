import { sanitizeText } from './sanitizeText.js'
import type { Connectors } from './types/connectors.js'
import type { ConnectorInfo, ConnectorSession, Kernel, Namespace } from './types.js'

export type { ConnectorKey, Connectors } from './types/connectors.js'

/** SPEC §9 connector order. */
export const connectorOrder = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof connectorOrder)[number]

export function createConnectors(kernel: Kernel): Connectors {
  // Not in the store: sessions are live objects, the store holds plain data.
  const sessions = new Map<string, ConnectorSession>()
  function set(namespace: Namespace, list: readonly ConnectorInfo[]) {
    kernel.store.setState((state) => {
      state.connectors[namespace] = list as ConnectorInfo[]
    })
    kernel.bus.emit('connectorsChanged', { namespace, connectors: list })
  }
  const connectors: Connectors = {
    all(namespace) {
      const byNamespace = kernel.store.getState().connectors
      if (namespace) return byNamespace[namespace] ?? []
      return Object.values(byNamespace).flat()
    },
    get: ({ namespace, id }) =>
      kernel.store.getState().connectors[namespace]?.find((c) => c.id === id),
    add(announced) {
      // Names come from wallets (EIP-6963, Wallet Standard, a relay): shown as clean text only.
      const connector = {
        ...announced,
        name: sanitizeText(announced.name) || sanitizeText(announced.id) || 'Wallet',
      }
      const list = kernel.store.getState().connectors[connector.namespace] ?? []
      const index = list.findIndex((c) => c.id === connector.id)
      set(
        connector.namespace,
        index === -1 ? [...list, connector] : list.map((c, i) => (i === index ? connector : c)),
      )
    },
    remove({ namespace, id }) {
      sessions.delete(`${namespace}:${id}`)
      const list = kernel.store.getState().connectors[namespace] ?? []
      if (list.some((c) => c.id === id))
        set(
          namespace,
          list.filter((c) => c.id !== id),
        )
    },
    attach({ connector, session }) {
      sessions.set(`${connector.namespace}:${connector.id}`, session)
      connectors.add(connector)
    },
    getSession: ({ namespace, id }) => sessions.get(`${namespace}:${id}`),
  }
  return connectors
}

/** The group a connector belongs to in SPEC §9 order. */
export function getConnectorGroup(
  connector: ConnectorInfo,
  context: { recent: readonly string[]; featured: readonly string[] },
): ConnectorGroup {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (context.recent.includes(connector.id)) return 'recent'
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return 'injected'
  if (connector.explorerId && context.featured.includes(connector.explorerId)) return 'featured'
  if (connector.type === 'EXTERNAL') return 'external'
  return 'custom'
}

/**
 * Whether a connector is a row of the wallet lists. An embedded (AUTH) wallet is not: it is
 * reached through its connect method (e-mail, social).
 */
export const isWalletRow = (connector: ConnectorInfo): boolean => connector.type !== 'AUTH'

/**
 * Orders connectors as SPEC §9 says: walletConnect, recent, injected, featured, custom,
 * external, recommended. Recent ones keep their recency; others keep discovery order.
 */
export function orderConnectors(
  connectors: readonly ConnectorInfo[],
  context: { recent: readonly string[]; featured: readonly string[] },
): ConnectorInfo[] {
  const rank = (connector: ConnectorInfo) => {
    const group = connectorOrder.indexOf(getConnectorGroup(connector, context))
    const within =
      group === 1
        ? context.recent.indexOf(connector.id)
        : group === 3 && connector.explorerId
          ? context.featured.indexOf(connector.explorerId)
          : 0
    return group * 10_000 + within
  }
  return connectors
    .map((connector, index) => ({ connector, index, rank: rank(connector) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.connector)
}
