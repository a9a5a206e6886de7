import { getBase64Decoder } from '@solana/kit'
import type { Network } from 'gangway/kernel'
import { toSolanaError } from './toSolanaError.js'
import type { SendOptions, SolanaContext } from './types.js'

/**
 * Sends a signed wire-format transaction through the network's RPC (`sendTransaction`),
 * with the options of `solana:signAndSendTransaction` (SPEC §6: skipPreflight,
 * preflightCommitment, maxRetries, minContextSlot) passed to the node as they are.
 *
 * @returns The transaction signature, base58.
 * @throws TransactionFailedError (preflight), RpcRequestError.
 * @example
 * const signature = await sendSignedTransaction(context, { network, transaction: signed, options: { skipPreflight: true } })
 */
export async function sendSignedTransaction(
  context: SolanaContext,
  parameters: {
    network: Network
    /** The signed transaction's wire bytes. */
    transaction: Uint8Array
    options?: SendOptions | undefined
  },
): Promise<string> {
  const options = parameters.options ?? {}
  const { rpc } = context.getRpc(parameters.network)
  type Wire = Parameters<typeof rpc.sendTransaction>[0]
  try {
    return await rpc
      .sendTransaction(getBase64Decoder().decode(parameters.transaction) as Wire, {
        encoding: 'base64',
        ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options.preflightCommitment
          ? { preflightCommitment: options.preflightCommitment }
          : {}),
        ...(options.maxRetries !== undefined ? { maxRetries: BigInt(options.maxRetries) } : {}),
        ...(options.minContextSlot !== undefined
          ? { minContextSlot: BigInt(options.minContextSlot) }
          : {}),
      })
      .send()
  } catch (error) {
    throw toSolanaError(error)
  }
}
