import {
  createWaitMap,
  type Kernel,
  type Network,
  type Plugin,
  PluginError,
  perInstance,
} from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import { solanaMainnet } from './networks/solanaMainnet.js'
import type { SolanaAdapter, SolanaOptions, WalletRegistry } from './types.js'

/** The solana plugin as `solana()` returns it: a kernel plugin with a chain descriptor. */
export type SolanaPlugin = Plugin & {
  name: 'solana'
  chain: {
    namespace: 'solana'
    networks: readonly Network[]
    load(kernel: Kernel): Promise<SolanaAdapter>
  }
}

/**
 * The Solana chain plugin. Eagerly it only holds the networks and discovers Wallet Standard
 * wallets; everything that needs `@solana/kit` loads on first use.
 *
 * @param options - `networks` (default mainnet), `rpcUrls`, `webSocketUrls` and `tokens` per network.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @example
 * createGangway({ chains: [solana({ networks: [solanaMainnet, solanaDevnet] })] })
 */
export function solana(options: SolanaOptions = {}): SolanaPlugin {
  const networks = options.networks ?? [solanaMainnet]
  if (!networks.length) throw new PluginError('solana', 'At least one network is required.')
  for (const network of networks)
    if (
      network.chainNamespace !== 'solana' ||
      typeof network.id !== 'string' ||
      !/^[-_a-zA-Z0-9]{1,32}$/.test(network.id) ||
      network.caipNetworkId !== `solana:${network.id}`
    )
      throw new PluginError('solana', 'Invalid network.', {
        details: `"${network.name}" needs chainNamespace 'solana', a string id of 1 to 32 characters and caipNetworkId 'solana:<id>'.`,
      })

  // One registry per instance: a plugin object may (unusually) serve several kernels.
  const registryOf = perInstance((kernel): WalletRegistry => createWaitMap(kernel.env))

  return {
    name: 'solana',
    chain: {
      namespace: 'solana',
      networks,
      async load(kernel) {
        const { createSolanaAdapter } = await import('./createSolanaAdapter.js')
        return createSolanaAdapter({ kernel, options, networks, registry: registryOf(kernel) })
      },
    },
    setup(kernel) {
      if (kernel.env.isBrowser) return discoverWallets(kernel, registryOf(kernel))
    },
  }
}
