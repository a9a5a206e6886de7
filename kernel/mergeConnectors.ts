// Merging a wallet's connectors across namespaces (SPEC §3 MULTI_CHAIN). Beside
// connectors.ts, in its own module: only the UI (or a headless host's list) imports it, so it
// stays out of the first-click bundle.
import type { ConnectorInfo } from './types.js'

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
