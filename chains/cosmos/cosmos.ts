import { type ChainPlugin, defineChain, parseOptions } from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import { optionsSchema } from './optionsSchema.js'
import type { CosmosAdapter, CosmosOptions } from './types.js'

/** The cosmos plugin as `cosmos()` returns it: a kernel plugin with a chain descriptor. */
export type CosmosPlugin = ChainPlugin<'cosmos', CosmosAdapter>

/**
 * The Cosmos chain plugin. Eagerly it only holds the networks and finds a Keplr-compatible
 * extension; the wallet, REST and transaction code load on first use.
 *
 * @param options - `networks` (required): `cosmosHub`, `osmosis` or your own `defineNetwork`.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError naming each bad option or network.
 * @example
 * createGangway({ chains: [cosmos({ networks: [cosmosHub, osmosis] })] })
 */
export function cosmos(options: CosmosOptions): CosmosPlugin {
  if (process.env.NODE_ENV !== 'production')
    parseOptions({ plugin: 'cosmos', schema: optionsSchema(), options })
  return defineChain({
    namespace: 'cosmos',
    name: 'Cosmos',
    networks: options.networks,
    reference: {
      test: (id) => typeof id === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(id),
      description: 'a chain id (CAIP-2 reference) as id',
    },
    metadata: () => import('./metadata.js'),
    // Its errors' words; each locale its own chunk, loaded by the modal for its locale only
    // (English is each error's own message).
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    discover: discoverWallets,
    async adapter(context) {
      const { createCosmosAdapter } = await import('./createCosmosAdapter.js')
      return createCosmosAdapter(context)
    },
  })
}
