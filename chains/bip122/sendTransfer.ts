import { ValidationError } from 'gangway/kernel'
import { createTransferPsbt, dustLimit } from './createTransferPsbt.js'
import { AccountNotFoundError, InvalidAddressError } from './errors.js'
import { bitcoinBalanceCache } from './getBalance.js'
import { getConnection } from './getConnection.js'
import { getFeeRate } from './getFeeRate.js'
import { getUtxos } from './getUtxos.js'
import { signPsbt } from './signPsbt.js'
import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context, SendTransferParameters } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Sends `amount` satoshis to `to`. A wallet that sends transfers itself (UniSat's
 * `sendBitcoin`) is asked to; otherwise Gangway builds the transaction from the payment
 * address's UTXOs (Esplora), has the wallet sign it and broadcasts it. The fee rate is the
 * one given, else the estimate's (so the visitor pays the fee they saw), else Esplora's.
 *
 * @returns The txid.
 * @throws InvalidAddressError, InsufficientFundsError, UserRejectedRequestError, BroadcastError
 * @example
 * const txid = await sendTransfer(context, { connectorId, to: 'bc1q…', amount: 10_000n })
 */
export async function sendTransfer(
  context: Bip122Context,
  parameters: SendTransferParameters,
): Promise<string> {
  const { connectorId, to: recipient, amount } = parameters
  if (parameters.token)
    throw new ValidationError('Bitcoin has no tokens.', {
      details: `Cannot send token ${parameters.token} on bip122.`,
    })
  const connection = getConnection(context, connectorId)
  const network = parameters.network ?? context.getNetwork(connection.caipNetworkId)
  if (!validateAddress(recipient, network)) throw new InvalidAddressError(recipient, network.name)
  if (amount < dustLimit)
    throw new ValidationError(`The amount must be at least ${dustLimit} sat.`, {
      details: `${amount} sat is below the dust limit.`,
    })
  const quoted = parameters.estimate?.quote?.feeRate
  const feeRate = parameters.feeRate ?? (typeof quoted === 'number' ? quoted : undefined)
  const client = context.getClient(connectorId)
  if (client.sendTransfer)
    try {
      const txid = await client.sendTransfer({ recipient, amount, feeRate })
      context.kernel.storage.clearCache({ cache: bitcoinBalanceCache })
      return txid
    } catch (error) {
      throw toBip122Error(error)
    }
  const account = parameters.from
    ? connection.accounts.find((candidate) => candidate.address === parameters.from)
    : (connection.accounts.find((candidate) => candidate.type === 'payment') ??
      connection.accounts[0])
  if (!account) throw new AccountNotFoundError(parameters.from ?? 'a payment address')
  const [utxos, rate] = await Promise.all([
    getUtxos(context, { address: account.address, network }),
    feeRate ?? getFeeRate(context, { network }),
  ])
  const { psbt, indexes } = createTransferPsbt({
    address: account.address,
    publicKey: account.publicKey,
    recipient,
    amount,
    feeRate: rate,
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
  // The sender's balance changed: the next read must not come from the 30 s cache.
  context.kernel.storage.clearCache({ cache: bitcoinBalanceCache })
  return txid!
}
