import { getTransactionEncoder } from '@solana/kit'
import { createTransferTransaction } from './createTransferTransaction.js'
import { InvalidAddressError } from './errors.js'
import { resolveNetwork } from './resolveNetwork.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { simulateTransaction } from './simulateTransaction.js'
import type {
  SendTransactionParameters,
  SignAndSendTransactionFeature,
  SignTransactionFeature,
  SolanaContext,
} from './types.js'
import { validateAddress } from './validateAddress.js'
import { waitForConfirmation } from './waitForConfirmation.js'

/**
 * Sends SOL (`value`, lamports) or an SPL token (`token`, either token program) to `to`,
 * creating the recipient's associated token account when it is missing. The transaction is
 * simulated first, so a failing transfer is refused in words before the wallet opens; then
 * the wallet signs and sends it, and Gangway waits for the confirmation.
 *
 * @returns The transaction signature, base58.
 * @throws InvalidAddressError, TokenMintNotFoundError, TransactionFailedError (in words),
 *   UserRejectedRequestError, WalletRequestError, TransactionExpiredError,
 *   ConfirmationTimeoutError.
 * @example
 * const signature = await sendTransaction(context, { connectorId, address, to, value: 1_000_000n })
 * const usdc = await sendTransaction(context, { connectorId, address, to, token: { address: mint, amount: 1_000_000n } })
 */
export async function sendTransaction(
  context: SolanaContext,
  parameters: SendTransactionParameters,
): Promise<string> {
  const { token } = parameters
  for (const value of [parameters.address, parameters.to, ...(token ? [token.address] : [])])
    if (!validateAddress(value)) throw new InvalidAddressError(value)
  const network = resolveNetwork(context, parameters.network)
  const wallet = context.getWallet(parameters.connectorId)
  const feature = (wallet.features['solana:signAndSendTransaction'] ??
    wallet.features['solana:signTransaction']) as
    | ((SignAndSendTransactionFeature | SignTransactionFeature) & {
        supportedTransactionVersions?: readonly (0 | 'legacy')[]
      })
    | undefined
  const versions = feature?.supportedTransactionVersions
  const { transaction, lastValidBlockHeight } = await createTransferTransaction(context, {
    network,
    from: parameters.address,
    to: parameters.to,
    value: parameters.value,
    token,
    version: !versions || versions.includes(0) ? 0 : 'legacy',
  })
  await simulateTransaction(context, { network, transaction })
  const signature = await signAndSendTransaction(context, {
    connectorId: parameters.connectorId,
    address: parameters.address,
    transaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
    network,
    options: parameters.options,
  })
  context.kernel.bus.emit('transactionSent', {
    namespace: 'solana',
    caipNetworkId: network.caipNetworkId,
    id: signature,
    from: parameters.address,
  })
  if (parameters.confirm !== false)
    await waitForConfirmation(context, {
      network,
      signature,
      lastValidBlockHeight,
      commitment: parameters.confirm,
    })
  return signature
}
