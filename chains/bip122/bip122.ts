import { type ChainPlugin, defineChain, parseOptions } from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import { optionsSchema } from './optionsSchema.js'
import type { Bip122Adapter, Bip122Options } from './types.js'

/** The bip122 plugin as `bip122()` returns it: a kernel plugin with a chain descriptor. */
export type Bip122Plugin = ChainPlugin<'bip122', Bip122Adapter>

/**
 * The Bitcoin chain plugin. Eagerly it only holds the networks and discovers wallets
 * (Wallet Standard bitcoin wallets and the UniSat-style injected API); bitcoinjs-lib and
 * everything that needs it load on first use.
 *
 * @param options - `networks` (required), `esploraUrl` (default: mempool.space per network).
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError naming each bad option or network.
 * @example
 * createGangway({ chains: [bip122({ networks: [bitcoin, bitcoinTestnet] })] })
 */
export function bip122(options: Bip122Options): Bip122Plugin {
  parseOptions({ plugin: 'bip122', schema: optionsSchema, options })
  return defineChain({
    namespace: 'bip122',
    name: 'Bitcoin',
    accountType: 'payment',
    metadata: () => import('./metadata.js'),
    networks: options.networks,
    reference: {
      test: (id) => typeof id === 'string' && /^[0-9a-f]{32}$/.test(id),
      description: 'a 32-hex-digit genesis hash prefix as id',
    },
    discover: discoverWallets,
    async adapter(context) {
      const { createBip122Adapter } = await import('./createBip122Adapter.js')
      return createBip122Adapter({ ...context, options })
    },
  })
}
