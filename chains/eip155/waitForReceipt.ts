import type { Network } from 'gangway/kernel'
import type { Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { ReceiptTimeoutError } from './errors/transaction.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context, ReceiptResult } from './types.js'

/** SPEC §9 receipt constants. */
export const receiptDefaults = {
  timeout: 180_000,
  pollingInterval: 4_000,
  retryCount: 6,
  /** Backoff start; doubles on each retry. */
  retryDelay: 200,
} as const

/**
 * Waits until a transaction is mined and reports whether it succeeded or reverted
 * (SPEC §4), and whether it was replaced (repriced, cancelled or replaced).
 *
 * @returns `{ status: 'success' | 'reverted', receipt, replaced? }`.
 * @throws ReceiptTimeoutError after `timeout` (180 s by default).
 * @example
 * const { status } = await waitForReceipt(context, { network: base, hash })
 */
export async function waitForReceipt(
  context: Eip155Context,
  parameters: {
    network: Network
    hash: Hex
    timeout?: number | undefined
    pollingInterval?: number | undefined
  },
): Promise<ReceiptResult> {
  const timeout = parameters.timeout ?? receiptDefaults.timeout
  let replaced: ReceiptResult['replaced']
  try {
    const receipt = await waitForTransactionReceipt(context.getClient(parameters.network), {
      hash: parameters.hash,
      timeout,
      pollingInterval:
        parameters.pollingInterval ??
        context.options.pollingInterval ??
        receiptDefaults.pollingInterval,
      retryCount: receiptDefaults.retryCount,
      retryDelay: ({ count }) => receiptDefaults.retryDelay * 2 ** count,
      onReplaced: (replacement) => {
        replaced = { reason: replacement.reason, hash: replacement.transaction.hash }
      },
    })
    return { status: receipt.status, receipt, ...(replaced ? { replaced } : {}) }
  } catch (error) {
    if ((error as { name?: unknown }).name === 'WaitForTransactionReceiptTimeoutError')
      throw new ReceiptTimeoutError({ hash: parameters.hash, timeout, cause: error })
    throw toEip155Error(error)
  }
}
