import { type ChainPlugin, defineChain, parseOptionFields } from 'gangway/kernel'
import { discoverWallets, injectedConnectorId } from './discoverWallets.js'
import { optionFields } from './optionFields.js'
import type { Eip155Adapter, Eip155Options } from './types.js'

/** The eip155 plugin as `eip155()` returns it: a kernel plugin with a chain descriptor. */
export type Eip155Plugin = ChainPlugin<'eip155', Eip155Adapter>

/**
 * The EVM chain plugin. Eagerly it only holds the networks and discovers browser-extension
 * wallets (EIP-6963); everything that needs viem loads on first use.
 *
 * @param options - `networks` (required), `rpcUrls` and `tokens` per network.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError naming each bad option or network.
 * @example
 * createGangway({ chains: [eip155({ networks: [mainnet, base] })] })
 */
export function eip155(options: Eip155Options): Eip155Plugin {
  // Checked in development builds, as createGangway's own options are (kernel/config.ts): a
  // production page builds no schema before its first paint. The networks themselves are
  // checked in every build, by defineChain.
  if (process.env.NODE_ENV !== 'production')
    parseOptionFields({ plugin: 'eip155', fields: optionFields, required: ['networks'], options })
  return defineChain({
    namespace: 'eip155',
    name: 'EVM',
    metadata: () => import('./metadata.js'),
    networks: options.networks,
    reference: {
      test: (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
      description: 'a chain id above 0',
    },
    discover: discoverWallets,
    async adapter(context) {
      const { createEip155Adapter } = await import('./createEip155Adapter.js')
      return createEip155Adapter({ ...context, options, injectedConnectorId })
    },
  })
}
