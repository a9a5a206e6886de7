import { resolveNetwork } from './resolveNetwork.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { signMessageBytes } from './signMessage.js'
import { signTransactions } from './signTransactions.js'
import type { SolanaContext, SolanaProvider } from './types.js'

/**
 * The connected wallet in a shape host code can use (`gangway.getProvider('solana')`):
 * every call goes to the connection's current account on the active solana network, and
 * errors come back typed and in words, as from Gangway's own actions.
 *
 * @returns `undefined` when the connector has no connection or its wallet is gone.
 * @example
 * const provider = createProvider(context, { connectorId: 'Phantom' })
 * const signature = await provider?.signMessage('hello')
 */
export function createProvider(
  context: SolanaContext,
  parameters: { connectorId: string },
): SolanaProvider | undefined {
  const { connectorId } = parameters
  const wallet = context.registry.get(connectorId)
  const connection = context.kernel.connections
    .all('solana')
    .find((c) => c.connector.id === connectorId)
  if (!wallet || !connection) return undefined
  const current = () =>
    context.kernel.connections.all('solana').find((c) => c.connector.id === connectorId)?.address ??
    connection.address
  return {
    wallet,
    name: wallet.name,
    icon: wallet.icon,
    get address() {
      return current()
    },
    signMessage: (message) =>
      signMessageBytes(context, { connectorId, address: current(), message }),
    signTransaction: async (transaction) =>
      (
        await signTransactions(context, {
          connectorId,
          address: current(),
          transactions: [transaction],
        })
      )[0]!,
    signAllTransactions: (transactions) =>
      signTransactions(context, { connectorId, address: current(), transactions }),
    signAndSendTransaction: (transaction, options) =>
      signAndSendTransaction(context, {
        connectorId,
        address: current(),
        transaction,
        network: resolveNetwork(context, undefined),
        options,
      }),
  }
}
