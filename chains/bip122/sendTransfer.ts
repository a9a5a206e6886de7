import { ValidationError } from 'gangway/kernel'
import { createTransferPsbt, dustLimit } from './createTransferPsbt.js'
import { AccountNotFoundError, InvalidAddressError } from './errors.js'
import { getConnection } from './getConnection.js'
import { getFeeRate } from './getFeeRate.js'
import { getUtxos } from './getUtxos.js'
import { signPsbt } from './signPsbt.js'
import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context, SendTransferParameters } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Sends `amount` satoshis to `recipient`. A wallet that sends transfers itself (UniSat's
 * `sendBitcoin`) is asked to; otherwise Gangway builds the transaction from the payment
 * address's UTXOs (Esplora), has the wallet sign it and broadcasts it.
 *
 * @returns The txid.
 * @throws InvalidAddressError, InsufficientFundsError, UserRejectedRequestError, BroadcastError
 * @example
 * const txid = await sendTransfer(context, { connectorId, recipient: 'bc1q…', amount: 10_000n })
 */
export async function sendTransfer(
  context: Bip122Context,
  parameters: SendTransferParameters,
): Promise<string> {
  const { connectorId, recipient, amount } = parameters
  const connection = getConnection(context, connectorId)
  const network = parameters.network ?? context.getNetwork(connection.caipNetworkId)
  if (!validateAddress(recipient, network)) throw new InvalidAddressError(recipient, network.name)
  if (amount < dustLimit)
    throw new ValidationError(`The amount must be at least ${dustLimit} sat.`, {
      details: `${amount} sat is below the dust limit.`,
    })
  const client = context.getClient(connectorId)
  if (client.sendTransfer)
    try {
      return await client.sendTransfer({ recipient, amount, feeRate: parameters.feeRate })
    } catch (error) {
      throw toBip122Error(error)
    }
  const account = parameters.address
    ? connection.accounts.find((candidate) => candidate.address === parameters.address)
    : (connection.accounts.find((candidate) => candidate.type === 'payment') ??
      connection.accounts[0])
  if (!account) throw new AccountNotFoundError(parameters.address ?? 'a payment address')
  const [utxos, feeRate] = await Promise.all([
    getUtxos(context, { address: account.address, network }),
    parameters.feeRate ?? getFeeRate(context, { network }),
  ])
  const { psbt, indexes } = createTransferPsbt({
    address: account.address,
    publicKey: account.publicKey,
    recipient,
    amount,
    feeRate,
    utxos,
    network,
  })
  const { txid } = await signPsbt(context, {
    connectorId,
    psbt: psbt.toBase64(),
    inputs: [{ address: account.address, indexes }],
    broadcast: true,
    network,
  })
  return txid!
}
