import type { TransferEstimate, TransferParameters } from 'gangway/kernel'
import { createTransferPsbt } from './createTransferPsbt.js'
import { getFeeRate } from './getFeeRate.js'
import { getUtxos } from './getUtxos.js'
import type { Bip122Context } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Prices a BTC transfer as `sendTransfer` would build it: the sender's UTXOs (Esplora), the
 * fee rate for `feeTarget` blocks, the PSBT's size. An `amount` of 0 prices sending
 * everything with no change (what Max leaves); a receiver that is not an address yet is
 * priced as a payment back to the sender.
 *
 * @returns `{ fee, quote: { feeRate } }`: `sendTransfer` reuses the rate, so it pays this fee.
 * @throws InsufficientFundsError, UnsupportedAddressTypeError
 * @example
 * const { fee } = await estimateTransfer(context, { from, to, amount: 10_000n, network })
 */
export async function estimateTransfer(
  context: Bip122Context,
  parameters: TransferParameters,
): Promise<TransferEstimate> {
  const { from, amount, network } = parameters
  const to = validateAddress(parameters.to, network) ? parameters.to : from
  const [utxos, feeRate] = await Promise.all([
    getUtxos(context, { address: from, network }),
    getFeeRate(context, { network }),
  ])
  const { fee } = createTransferPsbt({
    address: from,
    publicKey: findPublicKey(context, from),
    recipient: to,
    amount,
    feeRate,
    utxos,
    network,
    sweep: amount === 0n,
  })
  return { fee, quote: { feeRate } }
}

/** The public key the wallet shared for `address` (taproot and nested segwit need it). */
function findPublicKey(context: Bip122Context, address: string): string | undefined {
  for (const connection of context.kernel.connections.all('bip122'))
    for (const account of connection.accounts)
      if (account.address === address) return account.publicKey
  return undefined
}
