import type { Eip155Adapter } from 'gangway/eip155'
import type { Network } from 'gangway/kernel'
import type { SolanaAdapter } from 'gangway/solana'
import type { HistorySource, HistorySourceContext } from '../types.js'

/** Options of `onchain()`. */
export type OnchainHistoryOptions = {
  /** eip155: blocks one page covers (default 10,000). */
  pageBlocks?: number | undefined
  /** eip155: the widest `eth_getLogs` range the RPC accepts (default 1,000 blocks). */
  maxLogRange?: number | undefined
  /**
   * eip155: recent blocks read in full to find native transfers, which leave no log (default
   * 64). Older native transfers show only when this widget sent them; an indexer source
   * (`explorerApi`, `hosted`) finds them all.
   */
  scanBlocks?: number | undefined
  /** eip155: an NFT minted by someone else to at least this many addresses at once is spam (default 5). */
  spamRecipients?: number | undefined
  /** eip155: collections whose NFTs are always spam. */
  spamContracts?: readonly string[] | undefined
  /** solana: signatures per page (default 20). */
  pageSize?: number | undefined
}

/**
 * The on-chain history source: eip155 from logs, recent blocks and the widget's own sends;
 * solana from `getSignaturesForAddress` and the transactions. Each chain's code loads on its
 * first use.
 *
 * @example
 * const source = createOnchainSource({}, context)
 * const page = await source.getTransactions({ address, network })
 */
export function createOnchainSource(
  options: OnchainHistoryOptions,
  context: HistorySourceContext,
): HistorySource {
  const { kernel } = context
  const limits = {
    pageBlocks: options.pageBlocks ?? 10_000,
    maxLogRange: options.maxLogRange ?? 1_000,
    scanBlocks: options.scanBlocks ?? 64,
    spamRecipients: options.spamRecipients ?? 5,
  }
  const eip155 = () =>
    import('./eip155History.js').then(({ createEip155History }) =>
      createEip155History({
        limits,
        spamContracts: options.spamContracts,
        getClient: async (network: Network) =>
          ((await kernel.chains.load('eip155')) as Eip155Adapter).getPublicClient(network),
        getSent: (address, network) =>
          context.getSent({ address, caipNetworkId: network.caipNetworkId }),
      }),
    )
  const solana = () =>
    import('./solanaHistory.js').then(({ createSolanaHistory }) =>
      createSolanaHistory({
        http: context.http,
        pageSize: options.pageSize ?? 20,
        getRpcUrl: async (network) =>
          ((await kernel.chains.load('solana')) as SolanaAdapter).getRpcUrl(network),
      }),
    )
  let eip155History: ReturnType<typeof eip155> | undefined
  let solanaHistory: ReturnType<typeof solana> | undefined
  const loadEip155 = () => {
    eip155History ??= eip155()
    return eip155History
  }
  const chainOf = (network: Network) => {
    if (network.chainNamespace === 'eip155') return loadEip155()
    solanaHistory ??= solana()
    return solanaHistory
  }
  return {
    name: 'onchain',
    supports: (network) =>
      network.chainNamespace === 'eip155' || network.chainNamespace === 'solana',
    getTransactions: async (parameters) =>
      (await chainOf(parameters.network)).getTransactions(parameters),
    getStatus: async (parameters) => (await chainOf(parameters.network)).getStatus(parameters),
    getNfts: async (parameters) => {
      if (parameters.network.chainNamespace !== 'eip155') return []
      return (await loadEip155()).getNfts(parameters)
    },
  }
}
