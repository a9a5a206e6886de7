import type { TransferEstimate, TransferParameters } from 'gangway/kernel'
import { checkFunds } from './checkFunds.js'
import { ExistentialDepositError } from './errors.js'
import { getBalance } from './getBalance.js'
import { prepareTransfer, queryFee } from './prepareTransfer.js'
import type { PolkadotContext } from './types.js'

/** The largest balance (u128), whose compact encoding is the longest. */
const largestAmount = 2n ** 128n - 1n

/**
 * Builds the transfer as it would be sent and asks the network its fee
 * (`TransactionPaymentApi_query_info`). `quote.existentialDeposit` is what a keep-alive
 * transfer leaves in the account. An amount of 0 (Send's Max) is priced at its longest encoding.
 * An amount the balance could pay only by taking the existential deposit is refused.
 *
 * @throws InvalidAddressError, RpcError, UnsupportedRuntimeError, ExistentialDepositError
 * @example
 * const { fee } = await estimateTransfer(context, { from, to, amount: 10n ** 10n, network: polkadot })
 */
export async function estimateTransfer(
  context: PolkadotContext,
  parameters: TransferParameters,
): Promise<TransferEstimate> {
  // Send prices 'everything' (its Max) as an amount of 0: price the longest amount instead,
  // since the fee grows with the extrinsic's length and a compact u128 takes up to 17 bytes.
  const amount = parameters.amount > 0n ? parameters.amount : largestAmount
  const prepared = await prepareTransfer(context, { ...parameters, amount })
  const [fee, balance] = await Promise.all([
    queryFee(context, prepared),
    parameters.amount > 0n
      ? getBalance(context, { address: parameters.from, network: prepared.network })
      : undefined,
  ])
  // An amount that would take the deposit is refused here, where Send asks first, with the
  // reason; a form can only say 'Insufficient funds'. Plainly too much is left to the form.
  if (balance)
    try {
      checkFunds({
        balance,
        existentialDeposit: prepared.runtime.existentialDeposit,
        amount: parameters.amount,
        fee,
        currency: prepared.network.nativeCurrency,
      })
    } catch (error) {
      if (error instanceof ExistentialDepositError) throw error
    }
  return { fee, quote: { existentialDeposit: prepared.runtime.existentialDeposit } }
}
