import type { TransferEstimate, TransferParameters } from 'gangway/kernel'
import { estimateTransferFee } from './estimateTransferFee.js'
import type { SolanaContext } from './types.js'

/**
 * Prices a SOL or SPL transfer as `sendTransfer` would send it: the network fee of its
 * message plus, for an SPL transfer to a receiver without a token account, that account's rent.
 *
 * @returns `{ fee, rent }` in lamports; `fee` includes `rent`.
 * @example
 * const { fee, rent } = await estimateTransfer(context, { from, to, amount: 1n, token: mint, network })
 */
export async function estimateTransfer(
  context: SolanaContext,
  parameters: TransferParameters,
): Promise<TransferEstimate> {
  const { from, to, amount, token, network } = parameters
  const { fee, rent } = await estimateTransferFee(context, {
    from,
    to,
    network,
    ...(token ? { token: { address: token, amount } } : { value: amount }),
  })
  return { fee, rent }
}
