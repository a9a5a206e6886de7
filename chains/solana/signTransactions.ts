import { InvalidWalletDataError, type Network } from 'gangway/kernel'
import { getFeature, getWalletAccount } from './getFeature.js'
import { resolveNetwork } from './resolveNetwork.js'
import { toSolanaError } from './toSolanaError.js'
import { toWalletChain } from './toWalletChain.js'
import type { SignTransactionFeature, SolanaContext } from './types.js'

/**
 * Signs wire-format transactions with `solana:signTransaction`, all in one wallet prompt
 * ("sign all transactions"), without sending them.
 *
 * @returns The signed transactions' wire bytes, in order.
 * @throws UserRejectedRequestError, WalletFeatureNotSupportedError, WalletRequestError.
 * @example
 * const [signed] = await signTransactions(context, { connectorId, address, transactions: [bytes] })
 */
export async function signTransactions(
  context: SolanaContext,
  parameters: {
    connectorId: string
    address: string
    transactions: readonly Uint8Array[]
    network?: Network | undefined
  },
): Promise<Uint8Array[]> {
  const wallet = context.getWallet(parameters.connectorId)
  const chain = toWalletChain(resolveNetwork(context, parameters.network))
  try {
    const { signTransaction } = getFeature<SignTransactionFeature>(wallet, 'solana:signTransaction')
    const account = getWalletAccount(wallet, parameters.address)
    const outputs = await signTransaction(
      ...parameters.transactions.map((transaction) => ({ account, transaction, chain })),
    )
    if (outputs.length !== parameters.transactions.length)
      throw new InvalidWalletDataError('The wallet returned a different number of transactions.')
    return outputs.map((output) => output.signedTransaction)
  } catch (error) {
    throw toSolanaError(error)
  }
}
