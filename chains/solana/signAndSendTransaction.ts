import { getBase58Decoder } from '@solana/kit'
import { InvalidWalletDataError, type Network } from 'gangway/kernel'
import { getWalletAccount } from './getFeature.js'
import { resolveNetwork } from './resolveNetwork.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { signTransactions } from './signTransactions.js'
import { toSolanaError } from './toSolanaError.js'
import { toWalletChain } from './toWalletChain.js'
import type { SendOptions, SignAndSendTransactionFeature, SolanaContext } from './types.js'

/**
 * Signs and sends a wire-format transaction. Uses the wallet's
 * `solana:signAndSendTransaction` (options skipPreflight, preflightCommitment, maxRetries,
 * minContextSlot); a wallet that only signs gets `solana:signTransaction` and Gangway sends
 * through the network's RPC with the same options.
 *
 * @returns The transaction signature, base58.
 * @throws UserRejectedRequestError, TransactionFailedError (preflight), WalletRequestError.
 * @example
 * const signature = await signAndSendTransaction(context, { connectorId, address, transaction })
 */
export async function signAndSendTransaction(
  context: SolanaContext,
  parameters: {
    connectorId: string
    address: string
    transaction: Uint8Array
    network?: Network | undefined
    options?: SendOptions | undefined
  },
): Promise<string> {
  const wallet = context.getWallet(parameters.connectorId)
  const network = resolveNetwork(context, parameters.network)
  const options = parameters.options ?? {}
  const feature = wallet.features['solana:signAndSendTransaction'] as
    | SignAndSendTransactionFeature
    | undefined
  try {
    if (feature) {
      const [output] = await feature.signAndSendTransaction({
        account: getWalletAccount(wallet, parameters.address),
        transaction: parameters.transaction,
        chain: toWalletChain(network),
        options,
      })
      if (!output?.signature) throw new InvalidWalletDataError('The wallet returned no signature.')
      return getBase58Decoder().decode(output.signature)
    }
    const [signed] = await signTransactions(context, {
      ...parameters,
      network,
      transactions: [parameters.transaction],
    })
    return await sendSignedTransaction(context, { network, transaction: signed!, options })
  } catch (error) {
    throw toSolanaError(error)
  }
}
