import type { HistorySourceDefinition } from '../types.js'
import type { OnchainHistoryOptions } from './createOnchainSource.js'

/**
 * The on-chain history source (the default): no server, no key. On eip155 networks it
 * finds the account's ERC-20, ERC-721 and ERC-1155 transfers with `eth_getLogs` over recent
 * blocks (bounded, batched ranges), its native transfers in a bounded recent window of
 * blocks, and every transaction this widget sent; on solana it reads
 * `getSignaturesForAddress` and the transactions. Its code loads on first use.
 *
 * @param options - Window sizes and the RPC's log range limit.
 * @returns A source for `history({ sources })`.
 * @example
 * history({ sources: [onchain({ pageBlocks: 5_000, maxLogRange: 500 })] })
 */
export function onchain(options: OnchainHistoryOptions = {}): HistorySourceDefinition {
  return {
    name: 'onchain',
    load: (context) =>
      import('./createOnchainSource.js').then((module) =>
        module.createOnchainSource(options, context),
      ),
  }
}
