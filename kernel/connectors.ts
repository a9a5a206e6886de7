import type { ConnectorInfo, ConnectorSession, Kernel, Namespace } from './types.js'

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

export type Connectors = {
  /** Every known connector, optionally of one namespace. */
  all(namespace?: Namespace): readonly ConnectorInfo[]
  get(namespace: Namespace, id: string): ConnectorInfo | undefined
  /** Adds or replaces (same namespace and id) a connector. */
  add(connector: ConnectorInfo): void
  remove(namespace: Namespace, id: string): void
  /**
   * Adds a connector whose wallet a plugin holds across namespaces (SPEC §3 Connector
   * `provider`): chain adapters get the wallet through `getSession(...).getProvider()`.
   */
  attach(connector: ConnectorInfo, session: ConnectorSession): void
  /** The session attached to a connector, if a plugin attached one. */
  getSession(namespace: Namespace, id: string): ConnectorSession | undefined
}

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
    get: (namespace, id) => kernel.store.getState().connectors[namespace]?.find((c) => c.id === id),
    add(connector) {
      const list = kernel.store.getState().connectors[connector.namespace] ?? []
      const index = list.findIndex((c) => c.id === connector.id)
      set(
        connector.namespace,
        index === -1 ? [...list, connector] : list.map((c, i) => (i === index ? connector : c)),
      )
    },
    remove(namespace, id) {
      sessions.delete(`${namespace}:${id}`)
      const list = kernel.store.getState().connectors[namespace] ?? []
      if (list.some((c) => c.id === id))
        set(
          namespace,
          list.filter((c) => c.id !== id),
        )
    },
    attach(connector, session) {
      sessions.set(`${connector.namespace}:${connector.id}`, session)
      connectors.add(connector)
    },
    getSession: (namespace, id) => sessions.get(`${namespace}:${id}`),
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

/** A wallet's connectors across namespaces as one entry (SPEC §3 MULTI_CHAIN). */
export type MultiChainConnector = ConnectorInfo & {
  type: 'MULTI_CHAIN'
  /** One per namespace, in the order they were listed; the entry's own fields are the first's. */
  connectors: readonly ConnectorInfo[]
}

/** The connectors behind an entry: a merged entry's list, else the connector itself. */
export function connectorsOf(connector: ConnectorInfo): readonly ConnectorInfo[] {
  return (connector as Partial<MultiChainConnector>).connectors ?? [connector]
}

const normalizeName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')

/**
 * Whether two connectors of different namespaces are one wallet: WalletConnect by id; others
 * by directory id, else rdns (when both have one), else normalised name ("Trust Wallet" is
 * "Trust").
 */
export function isSameWalletConnector(a: ConnectorInfo, b: ConnectorInfo): boolean {
  if (a.namespace === b.namespace) return false
  const relay = a.type === 'WALLET_CONNECT'
  if (relay || b.type === 'WALLET_CONNECT') return relay && b.type === a.type && a.id === b.id
  if (a.explorerId && b.explorerId) return a.explorerId === b.explorerId
  if (a.rdns && b.rdns) return a.rdns === b.rdns
  return normalizeName(a.name) === normalizeName(b.name)
}

/**
 * Merges a wallet present in several namespaces into one MULTI_CHAIN entry holding its
 * connectors, at the place of its first connector: run it on `orderConnectors`' result to
 * keep SPEC §9 order. A connector seen alone is returned as it is.
 *
 * @example
 * mergeConnectors([metaMaskEvm, phantomEvm, phantomSolana]) // [metaMaskEvm, phantom (2)]
 */
export function mergeConnectors(connectors: readonly ConnectorInfo[]): ConnectorInfo[] {
  const groups: ConnectorInfo[][] = []
  for (const connector of connectors) {
    const group = groups.find(
      (members) =>
        members.every((member) => member.namespace !== connector.namespace) &&
        isSameWalletConnector(members[0]!, connector),
    )
    if (group) group.push(connector)
    else groups.push([connector])
  }
  return groups.map(([first, ...others]) =>
    others.length
      ? ({
          ...first!,
          type: 'MULTI_CHAIN',
          imageUrl: first!.imageUrl ?? others.find((c) => c.imageUrl)?.imageUrl,
          rdns: first!.rdns ?? others.find((c) => c.rdns)?.rdns,
          explorerId: first!.explorerId ?? others.find((c) => c.explorerId)?.explorerId,
          connectors: [first!, ...others],
        } satisfies MultiChainConnector)
      : first!,
  )
}
