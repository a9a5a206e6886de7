import { type ChainPlugin, defineChain, parseOptions } from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import { optionsSchema } from './optionsSchema.js'
import type { PolkadotAdapter, PolkadotOptions } from './types.js'

/** The polkadot plugin as `polkadot()` returns it: a kernel plugin with a chain descriptor. */
export type PolkadotPlugin = ChainPlugin<'polkadot', PolkadotAdapter>

/**
 * The Polkadot chain plugin. Eagerly it only holds the networks and discovers browser
 * extensions (`window.injectedWeb3`); the SCALE codecs, metadata and everything that needs
 * them load when a visitor first uses a Polkadot wallet.
 *
 * @param options - `networks` (required, from `definePolkadotNetwork`), `rpcUrls`, `dappName`.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError naming each bad option or network (in development builds).
 * @example
 * createGangway({ chains: [polkadot({ networks: [polkadotRelay, kusama] })] })
 */
export function polkadot(options: PolkadotOptions): PolkadotPlugin {
  // Checked in development builds, as eip155's and createGangway's options are; the networks
  // themselves are checked in every build, by defineChain.
  if (process.env.NODE_ENV !== 'production')
    parseOptions({ plugin: 'polkadot', schema: optionsSchema(), options })
  return defineChain({
    namespace: 'polkadot',
    name: 'Polkadot',
    metadata: () => import('./metadata.js'),
    // Each locale its own chunk, loaded by the modal for its locale only.
    messages: {
      en: {},
      load: (locale) => import('./locales/index.js').then((catalogues) => catalogues.load(locale)),
    },
    // gangway/ui's accountBalanceSlot('polkadot'), written out: the descriptor imports no UI code.
    views: { 'AccountBalance:polkadot': () => import('./views/BalanceDetail.js') },
    networks: options.networks,
    // No `reference`: the options schema already holds each id to its genesis hash's first 32 digits.
    discover: discoverWallets,
    async adapter(context) {
      const { createPolkadotAdapter } = await import('./createPolkadotAdapter.js')
      return createPolkadotAdapter({ ...context, options })
    },
  })
}
