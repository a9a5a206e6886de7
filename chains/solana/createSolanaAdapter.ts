import { createSolanaRpc, createSolanaRpcSubscriptions } from '@solana/kit'
import {
  type ChainContext,
  ConnectorNotFoundError,
  formatUnits,
  type Network,
  parseUnits,
} from 'gangway/kernel'
import { connect } from './connect.js'
import { createProvider } from './createProvider.js'
import { disconnect } from './disconnect.js'
import { ClusterNotConfiguredError } from './errors.js'
import { estimateTransfer } from './estimateTransfer.js'
import { estimateTransferFee } from './estimateTransferFee.js'
import { getBalances } from './getBalances.js'
import { getExplorerUrl } from './getExplorerUrl.js'
import { getRpcUrls } from './getRpcUrls.js'
import { previewRequest } from './previewRequest.js'
import { reconnect } from './reconnect.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { sendTransaction } from './sendTransaction.js'
import { sendTransfer } from './sendTransfer.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'
import { signMessage } from './signMessage.js'
import { signTransactions } from './signTransactions.js'
import type {
  SolanaAdapter,
  SolanaContext,
  SolanaOptions,
  SolanaRpc,
  StandardWallet,
} from './types.js'
import { validateAddress } from './validateAddress.js'
import { waitForConfirmation } from './waitForConfirmation.js'

/**
 * Builds the solana adapter: the lazily loaded part of the plugin, where `@solana/kit` lives.
 * `solana()`'s descriptor calls it from `load()`; tests may call it directly.
 *
 * @example
 * const adapter = (await kernel.chains.load('solana')) as SolanaAdapter
 */
export function createSolanaAdapter(
  parameters: ChainContext<StandardWallet> & { options: SolanaOptions },
): SolanaAdapter {
  const { options, networks, registry } = parameters
  const clients = new Map<string, SolanaRpc>()

  const context: SolanaContext = {
    ...parameters,
    watchers: new Map(),
    getRpc(network: Network) {
      let client = clients.get(network.caipNetworkId)
      if (client) return client
      const configured = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
      const urls = configured && getRpcUrls(configured, options)
      const http = urls?.http
      if (!http) throw new ClusterNotConfiguredError(network.caipNetworkId)
      const webSocket = urls.webSocket ?? http.replace(/^http/, 'ws')
      let subscriptions: ReturnType<SolanaRpc['subscriptions']> | undefined
      client = {
        rpc: createSolanaRpc(http),
        // The WebSocket opens only when a confirmation is awaited.
        subscriptions: () => {
          subscriptions ??= createSolanaRpcSubscriptions(webSocket)
          return subscriptions
        },
      }
      clients.set(network.caipNetworkId, client)
      return client
    },
    getWallet(connectorId: string): StandardWallet {
      const wallet = registry.get(connectorId)
      if (!wallet) throw new ConnectorNotFoundError(connectorId)
      return wallet
    },
  }

  return {
    namespace: 'solana',
    connect: (p) => connect(context, p),
    reconnect: (p) => reconnect(context, p),
    disconnect: (p) => disconnect(context, p),
    // Solana wallets have no current cluster: the kernel's active network is the cluster.
    switchNetwork: async () => {},
    getBalances: (p) => getBalances(context, p),
    signMessage: (p) => signMessage(context, p),
    signTransactions: (p) => signTransactions(context, p),
    signAndSendTransaction: (p) => signAndSendTransaction(context, p),
    sendSignedTransaction: (p) => sendSignedTransaction(context, p),
    sendTransaction: (p) => sendTransaction(context, p),
    estimateTransferFee: (p) => estimateTransferFee(context, p),
    estimateTransfer: (p) => estimateTransfer(context, p),
    sendTransfer: (p) => sendTransfer(context, p),
    previewRequest: (p) => previewRequest(context, p),
    waitForConfirmation: (p) => waitForConfirmation(context, p),
    getProvider: (p) => createProvider(context, p),
    getRpcUrl(network) {
      const configured = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
      return configured && getRpcUrls(configured, options).http
    },
    validateAddress,
    parseUnits,
    formatUnits,
    getAddressExplorerUrl: ({ address, network }) =>
      getExplorerUrl({ network, path: `address/${address}` }),
    getTransactionExplorerUrl: ({ hash, network }) =>
      getExplorerUrl({ network, path: `tx/${hash}` }),
    destroy() {
      for (const unwatch of [...context.watchers.values()]) unwatch()
      clients.clear()
    },
  }
}
