import {
  type Base64EncodedWireTransaction,
  getBase64EncodedWireTransaction,
  type Transaction,
} from '@solana/kit'
import type { Network } from 'gangway/kernel'
import { describeTransactionError } from './describeTransactionError.js'
import { TransactionFailedError } from './errors.js'
import { toSolanaError } from './toSolanaError.js'
import type { SolanaContext } from './types.js'

/**
 * Simulates an unsigned transaction on the network before the wallet opens, so a transfer
 * that would fail (not enough SOL, not enough tokens, a frozen account…) is refused with
 * the reason in words and the visitor is never asked to sign it.
 *
 * @throws TransactionFailedError with `shortMessage` in words, the node's error and logs.
 * @example
 * await simulateTransaction(context, { network, transaction })
 */
export async function simulateTransaction(
  context: SolanaContext,
  parameters: { network: Network; transaction: Transaction },
): Promise<void> {
  const { rpc } = context.getRpc(parameters.network)
  const wire: Base64EncodedWireTransaction = getBase64EncodedWireTransaction(parameters.transaction)
  let result: Awaited<ReturnType<ReturnType<typeof rpc.simulateTransaction>['send']>>
  try {
    result = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: false,
        commitment: 'confirmed',
      })
      .send()
  } catch (error) {
    throw toSolanaError(error)
  }
  const { err, logs } = result.value
  if (err)
    throw new TransactionFailedError({
      shortMessage: describeTransactionError(err, logs ?? []),
      transactionError: err,
      logs: logs ?? [],
    })
}
