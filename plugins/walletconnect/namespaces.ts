import type { CaipNetworkId, Kernel, Namespace } from 'gangway/kernel'

/** The chains a pairing asked for, per namespace (stored as SPEC §3 "requested chains"). */
export type NamespaceRequest = Record<Namespace, CaipNetworkId[]>

type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/**
 * The optional namespaces of a session proposal: every enabled namespace with its configured
 * networks and the methods and events its chain declares (`metadata().walletConnect`, SPEC
 * §6's for the first-party chains); each carries an `rpcMap` so reads use the host's RPCs.
 *
 * @param request - Filled with the chains asked for, per namespace.
 * @example
 * const namespaces = await buildNamespaces(kernel, request)
 */
export async function buildNamespaces(
  kernel: Kernel,
  request: NamespaceRequest,
): Promise<Record<string, ProposalNamespace>> {
  const result: Record<string, ProposalNamespace> = {}
  const namespaces = kernel.chains.namespaces()
  // Each chain's declaration loads once (its own chunk); one that fails to load still pairs.
  const declared = await Promise.all(
    namespaces.map((namespace) =>
      kernel.chains
        .descriptor(namespace)
        ?.metadata?.()
        .then((metadata) => metadata.walletConnect)
        .catch(() => undefined),
    ),
  )
  for (const [index, namespace] of namespaces.entries()) {
    const networks = kernel.networks.all(namespace)
    if (!networks.length) continue
    const chains = networks.map((n) => n.caipNetworkId)
    request[namespace] = chains
    // A namespace WalletConnect has no method list for still pairs; its wallet offers its own.
    const { methods, events } = declared[index] ?? { methods: [], events: [] }
    const entry: ProposalNamespace = { chains, methods: [...methods], events: [...events] }
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      const url = network.rpcUrls.default.http[0]
      if (url) rpcMap[String(network.id)] = url
    }
    if (Object.keys(rpcMap).length) entry.rpcMap = rpcMap
    result[namespace] = entry
  }
  return result
}
