import type { ChainAdapterParts, ChainContext, CompleteAdapter } from './defineChain.js'
// Through the index, like every lazy module: a host's bundler then puts the kernel's eager
// modules in one chunk (esbuild splits by the set of lazy chunks that reach each module).
import { createCachedRead, formatUnits, parseUnits } from './internal.js'
import type { Kernel, Namespace, Network } from './types.js'
import type { WaitMap } from './waitMap.js'

const explorerUrl = (network: Network, path: string) => {
  const base = network.blockExplorers?.default.url
  return base && /^https?:\/\//.test(base) ? `${base.replace(/\/+$/, '')}/${path}` : undefined
}

/**
 * The lazily loaded half of `defineChain`: builds the chain's context (cached reader, session
 * providers), has the chain build its adapter, and fills in the defaults it left out (decimal
 * units, explorer links from the network's `blockExplorers`).
 *
 * @example
 * const adapter = await createChainAdapter({ kernel, namespace: 'toy', networks, registry, adapter })
 */
export async function createChainAdapter<
  namespace extends Namespace,
  wallet,
  adapter extends ChainAdapterParts,
>(parameters: {
  kernel: Kernel
  namespace: namespace
  networks: readonly Network[]
  registry: WaitMap<wallet>
  adapter(context: ChainContext<wallet>): Promise<adapter>
}): Promise<CompleteAdapter<namespace, adapter>> {
  const { kernel, namespace, networks, registry } = parameters
  const parts = await parameters.adapter({
    kernel,
    namespace,
    networks,
    registry,
    readCached: createCachedRead(kernel),
    async getSessionProvider(connectorId) {
      const session = kernel.connectors.getSession({ namespace, id: connectorId })
      return session ? ((await session.getProvider(namespace)) ?? null) : undefined
    },
  })
  return {
    parseUnits,
    formatUnits,
    getAddressExplorerUrl: ({ address, network }) => explorerUrl(network, `address/${address}`),
    getTransactionExplorerUrl: ({ hash, network }) => explorerUrl(network, `tx/${hash}`),
    ...parts,
    namespace,
  } as CompleteAdapter<namespace, adapter>
}
