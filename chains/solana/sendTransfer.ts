import type { SendTransferParameters } from 'gangway/kernel'
import { sendTransaction } from './sendTransaction.js'
import type { SolanaContext } from './types.js'

/**
 * Sends SOL or an SPL token (creating the receiver's token account when missing) through
 * the connector's wallet and waits until it is confirmed.
 *
 * @returns The transaction signature.
 * @example
 * const signature = await sendTransfer(context, { connectorId, from, to, amount: 10n ** 8n, network })
 */
export function sendTransfer(
  context: SolanaContext,
  parameters: SendTransferParameters,
): Promise<string> {
  const { connectorId, from, to, amount, token, network } = parameters
  return sendTransaction(context, {
    connectorId,
    address: from,
    network,
    to,
    ...(token ? { token: { address: token, amount } } : { value: amount }),
  })
}
