import { type ChainPlugin, defineChain, parseOptions } from 'gangway/kernel'
import { discoverWallets } from './discoverWallets.js'
import { solanaMainnet } from './networks/solanaMainnet.js'
import { optionsSchema } from './optionsSchema.js'
import type { SolanaAdapter, SolanaOptions } from './types.js'

/** The solana plugin as `solana()` returns it: a kernel plugin with a chain descriptor. */
export type SolanaPlugin = ChainPlugin<'solana', SolanaAdapter>

/**
 * The Solana chain plugin. Eagerly it only holds the networks and discovers Wallet Standard
 * wallets; everything that needs `@solana/kit` loads on first use.
 *
 * @param options - `networks` (default mainnet), `rpcUrls`, `webSocketUrls` and `tokens` per network.
 * @returns A plugin for `createGangway({ chains: [...] })`.
 * @throws InvalidOptionsError naming each bad option or network.
 * @example
 * createGangway({ chains: [solana({ networks: [solanaMainnet, solanaDevnet] })] })
 */
export function solana(options: SolanaOptions = {}): SolanaPlugin {
  parseOptions({ plugin: 'solana', schema: optionsSchema, options })
  return defineChain({
    namespace: 'solana',
    name: 'Solana',
    metadata: () => import('./metadata.js'),
    networks: options.networks ?? [solanaMainnet],
    reference: {
      test: (id) => typeof id === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(id),
      description: 'a string id of 1 to 32 characters',
    },
    discover: discoverWallets,
    async adapter(context) {
      const { createSolanaAdapter } = await import('./createSolanaAdapter.js')
      return createSolanaAdapter({ ...context, options })
    },
  })
}
