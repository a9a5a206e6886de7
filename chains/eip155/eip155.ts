import { createWaitMap, type Kernel, type Plugin, PluginError, perInstance } from 'gangway/kernel'
import { discoverWallets, injectedConnectorId } from './discoverWallets.js'
import type { Eip155Adapter, Eip155Options, ProviderRegistry } from './types.js'

/** The eip155 plugin as `eip155()` returns it: a kernel plugin with a chain descriptor. */
export type Eip155Plugin = Plugin & {
  name: 'eip155'
  chain: {
    namespace: 'eip155'
    networks: Eip155Options['networks']
    load(kernel: Kernel): Promise<Eip155Adapter>
  }
}

/**
 * The EVM chain plugin. Eagerly it only holds the networks and discovers browser-extension
 * wallets (EIP-6963); everything that needs viem loads on first use.
 *
 * @param options - `networks` (required), `rpcUrls` and `tokens` per network.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @example
 * createGangway({ chains: [eip155({ networks: [mainnet, base] })] })
 */
export function eip155(options: Eip155Options): Eip155Plugin {
  const { networks } = options
  if (!networks?.length) throw new PluginError('eip155', 'At least one network is required.')
  for (const network of networks)
    if (
      network.chainNamespace !== 'eip155' ||
      typeof network.id !== 'number' ||
      !Number.isSafeInteger(network.id) ||
      network.id <= 0 ||
      network.caipNetworkId !== `eip155:${network.id}`
    )
      throw new PluginError('eip155', 'Invalid network.', {
        details: `"${network.name}" needs chainNamespace 'eip155', a chain id above 0 and caipNetworkId 'eip155:<id>'.`,
      })

  // One registry per instance: a plugin object may (unusually) serve several kernels.
  const registryOf = perInstance((kernel): ProviderRegistry => createWaitMap(kernel.env))

  return {
    name: 'eip155',
    chain: {
      namespace: 'eip155',
      networks,
      async load(kernel) {
        const { createEip155Adapter } = await import('./createEip155Adapter.js')
        return createEip155Adapter({
          kernel,
          options,
          registry: registryOf(kernel),
          injectedConnectorId,
        })
      },
    },
    setup(kernel) {
      if (kernel.env.isBrowser) return discoverWallets(kernel, registryOf(kernel))
    },
  }
}
