import { createWaitMap, type Kernel, type Plugin, PluginError, perInstance } from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import type { Bip122Adapter, Bip122Options, WalletRegistry } from './types.js'

/** The bip122 plugin as `bip122()` returns it: a kernel plugin with a chain descriptor. */
export type Bip122Plugin = Plugin & {
  name: 'bip122'
  chain: {
    namespace: 'bip122'
    networks: Bip122Options['networks']
    load(kernel: Kernel): Promise<Bip122Adapter>
  }
}

const referencePattern = /^[0-9a-f]{32}$/

/**
 * The Bitcoin chain plugin. Eagerly it only holds the networks and discovers wallets
 * (Wallet Standard bitcoin wallets and the UniSat-style injected API); bitcoinjs-lib and
 * everything that needs it load on first use.
 *
 * @param options - `networks` (required), `esploraUrl` (default: mempool.space per network).
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @example
 * createGangway({ chains: [bip122({ networks: [bitcoin, bitcoinTestnet] })] })
 */
export function bip122(options: Bip122Options): Bip122Plugin {
  const { networks, esploraUrl } = options
  if (!networks?.length) throw new PluginError('bip122', 'At least one network is required.')
  for (const network of networks)
    if (
      network.chainNamespace !== 'bip122' ||
      typeof network.id !== 'string' ||
      !referencePattern.test(network.id) ||
      network.caipNetworkId !== `bip122:${network.id}`
    )
      throw new PluginError('bip122', 'Invalid network.', {
        details: `"${network.name}" needs chainNamespace 'bip122', a 32-hex-digit genesis hash prefix as id and caipNetworkId 'bip122:<id>'.`,
      })
  const urls = typeof esploraUrl === 'string' ? [esploraUrl] : Object.values(esploraUrl ?? {})
  for (const url of urls)
    if (!/^https?:\/\//.test(url))
      throw new PluginError('bip122', 'Invalid esploraUrl.', {
        details: `"${url}" is not an http(s) URL.`,
      })

  // One registry per instance: a plugin object may (unusually) serve several kernels.
  const registryOf = perInstance((kernel): WalletRegistry => createWaitMap(kernel.env))

  return {
    name: 'bip122',
    chain: {
      namespace: 'bip122',
      networks,
      async load(kernel) {
        const { createBip122Adapter } = await import('./createBip122Adapter.js')
        return createBip122Adapter({ kernel, options, registry: registryOf(kernel) })
      },
    },
    setup(kernel) {
      if (kernel.env.isBrowser) return discoverWallets(kernel, registryOf(kernel))
    },
  }
}
