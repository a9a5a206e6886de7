import type { TransferEstimate, TransferParameters } from 'gangway/kernel'
import { prepareTransfer, queryFee } from './prepareTransfer.js'
import type { PolkadotContext } from './types.js'

/**
 * Builds the transfer as it would be sent and asks the network its fee
 * (`TransactionPaymentApi_query_info`). `quote.existentialDeposit` is what a keep-alive
 * transfer leaves in the account.
 *
 * @throws InvalidAddressError, RpcError, UnsupportedRuntimeError
 * @example
 * const { fee } = await estimateTransfer(context, { from, to, amount: 10n ** 10n, network: polkadot })
 */
export async function estimateTransfer(
  context: PolkadotContext,
  parameters: TransferParameters,
): Promise<TransferEstimate> {
  const prepared = await prepareTransfer(context, parameters)
  const fee = await queryFee(context, prepared)
  return { fee, quote: { existentialDeposit: prepared.runtime.existentialDeposit } }
}
