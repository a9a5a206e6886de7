import type { PreviewRequestParameters } from 'gangway/kernel'
import type { SwapTransaction } from './types.js'

/** Parameters of {@link swapPreviewTarget}. */
export type SwapPreviewTargetParameters = {
  /** The EVM chain the swap runs on. */
  chainId: number
  /** The visitor's address: who sends the swap and whose assets move. */
  owner: string
  /** The swap's transaction, as `SwapService.buildSwap` built it. */
  transaction: SwapTransaction
}

/**
 * What Swap's preview step asks the preview service (issue 33): the swap's transaction as the
 * `eth_sendTransaction` the wallet will receive, on the swap's network, from the visitor.
 *
 * @param parameters - The chain, the visitor and the built transaction.
 * @returns The preview target for `previewRequest(kernel, …)` or `<TransactionPreview>`.
 * @example
 * const target = swapPreviewTarget({ chainId: 1, owner, transaction: await service.buildSwap({ quote, owner, slippage: 1 }) })
 */
export function swapPreviewTarget({
  chainId,
  owner,
  transaction,
}: SwapPreviewTargetParameters): PreviewRequestParameters {
  const call = {
    from: owner,
    to: transaction.to,
    data: transaction.data,
    value: `0x${transaction.value.toString(16)}`,
    ...(transaction.gas === undefined ? {} : { gas: `0x${transaction.gas.toString(16)}` }),
  }
  return {
    caipNetworkId: `eip155:${chainId}`,
    from: owner,
    request: { method: 'eth_sendTransaction', params: [call] },
  }
}
