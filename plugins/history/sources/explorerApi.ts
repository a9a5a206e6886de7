import type { HistorySourceDefinition } from '../types.js'
import type { ExplorerApiOptions } from './createExplorerApiSource.js'

/**
 * A Blockscout or Etherscan-compatible API as a history source (`txlist`, `tokentx`,
 * `tokennfttx`, `token1155tx`): the account's whole history on the chains it serves. Its
 * code loads on first use.
 *
 * @param options - The API URL per chain id (or one URL), and a key when it needs one.
 * @returns A source for `history({ sources })`.
 * @example
 * history({ sources: [explorerApi({ urls: { 8453: 'https://base.blockscout.com/api' } }), onchain()] })
 */
export function explorerApi(options: ExplorerApiOptions): HistorySourceDefinition {
  return {
    name: 'explorerApi',
    load: (context) =>
      import('./createExplorerApiSource.js').then((module) =>
        module.createExplorerApiSource(options, context),
      ),
  }
}
