import { getTransactionEncoder } from '@solana/kit'
import type { ChainPreviewParameters, TransactionPreview } from 'gangway/kernel'
import { previewSolanaRequest, previewSolanaTransaction } from 'gangway/preview/solana'
import { createTransferTransaction } from './createTransferTransaction.js'
import { getTokens } from './getBalances.js'
import type { SolanaContext } from './types.js'

/**
 * Previews a Solana request (`solana_signTransaction`, `solana_signAndSendTransaction`), or
 * the transfer Send is about to make, on the cluster's own RPC (the host's configured URL,
 * nothing else). Mint symbols come from the host's `tokens` only; `gangway/preview/solana` loads its
 * toolkit with `import()` on the first preview.
 *
 * @returns The preview (issue 33): SOL and SPL out and in, grants, fee, failure, warnings.
 * @example
 * const preview = await previewRequest(context, { network, from, request: { method: 'solana_signTransaction', params: { transaction } } })
 */
export async function previewRequest(
  context: SolanaContext,
  parameters: ChainPreviewParameters,
): Promise<TransactionPreview> {
  const { network, from, transfer, request } = parameters
  const { rpc } = context.getRpc(network)
  const tokens = getTokens(context, network)
  const nativeCurrency = network.nativeCurrency
  if (request) return previewSolanaRequest(rpc, { from, request, tokens, nativeCurrency })
  // The very transaction `sendTransfer` would ask the wallet to sign.
  const { transaction } = await createTransferTransaction(context, {
    network,
    from,
    to: transfer.to,
    ...(transfer.token
      ? { token: { address: transfer.token, amount: transfer.amount } }
      : { value: transfer.amount }),
  })
  return previewSolanaTransaction(rpc, {
    from,
    transaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
    tokens,
    nativeCurrency,
  })
}
