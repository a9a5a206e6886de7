import { type ChainContext, ConnectorNotFoundError, type Network, parseUnits } from 'gangway/kernel'
import { formatUnits, type PublicClient } from 'viem'
import { connect } from './connect.js'
import { createNetworkClient, type NetworkClient } from './createNetworkClient.js'
import { disconnect } from './disconnect.js'
import { ChainNotConfiguredError } from './errors/chain.js'
import { estimateTransfer } from './estimateTransfer.js'
import { getBalances } from './getBalances.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { getExplorerUrl } from './getExplorerUrl.js'
import { getGrantedPermissions } from './getGrantedPermissions.js'
import { getPermissionsSupport } from './getPermissionsSupport.js'
import { getRpcUrls } from './getRpcUrls.js'
import { previewRequest } from './previewRequest.js'
import { reconnect } from './reconnect.js'
import { requestPermissions } from './requestPermissions.js'
import { revokePermission } from './revokePermission.js'
import { sendCalls } from './sendCalls.js'
import { sendTransaction } from './sendTransaction.js'
import { sendTransfer } from './sendTransfer.js'
import { signMessage } from './signMessage.js'
import { signTypedData } from './signTypedData.js'
import { switchNetwork } from './switchNetwork.js'
import { toPublicClient } from './toPublicClient.js'
import type { Eip155Adapter, Eip155Context, Eip155Options, Provider } from './types.js'
import { validateAddress } from './validateAddress.js'
import { verifySignature } from './verifySignature.js'
import { waitForReceipt } from './waitForReceipt.js'

/**
 * Builds the eip155 adapter: the lazily loaded part of the plugin, where viem lives.
 * `eip155()`'s descriptor calls it from `load()`; tests may call it directly.
 *
 * @example
 * const adapter = await kernel.chains.load('eip155') as Eip155Adapter
 */
export function createEip155Adapter(
  parameters: ChainContext<Provider> & {
    options: Eip155Options
    /**
     * The legacy `window.ethereum` connector's id, handed over by the descriptor: the adapter
     * imports nothing from the eager files, so a host's bundler keeps those in the page's
     * own chunk instead of a chunk shared with this one.
     */
    injectedConnectorId: string
  },
): Eip155Adapter {
  const { options, registry, injectedConnectorId } = parameters
  const clients = new Map<string, NetworkClient>()
  const publicClients = new Map<string, PublicClient>()

  const context: Eip155Context = {
    ...parameters,
    watchers: new Map(),
    bound: new Map(),
    assetDiscovery: new Map(),
    tokenMetadata: new Map(),
    getClient(network: Network) {
      let client = clients.get(network.caipNetworkId)
      if (client) return client
      const configured = options.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
      if (!configured) throw new ChainNotConfiguredError(network.caipNetworkId)
      client = createNetworkClient({
        network: configured,
        rpcUrls: getRpcUrls(configured, options.rpcUrls),
        rank: options.rank,
      })
      clients.set(network.caipNetworkId, client)
      return client
    },
    getProvider(connectorId: string): Provider {
      const provider =
        context.bound.get(connectorId) ??
        registry.get(connectorId) ??
        (connectorId === injectedConnectorId
          ? (globalThis as { ethereum?: Provider }).ethereum
          : undefined)
      if (!provider) throw new ConnectorNotFoundError(connectorId)
      return provider
    },
  }

  return {
    namespace: 'eip155',
    connect: (p) => connect(context, p),
    reconnect: (p) => reconnect(context, p),
    disconnect: (p) => disconnect(context, p),
    switchNetwork: (p) => switchNetwork(context, p),
    getBalances: (p) => getBalances(context, p),
    signMessage: (p) => signMessage(context, p),
    signTypedData: (p) => signTypedData(context, p),
    sendTransaction: (p) => sendTransaction(context, p),
    estimateTransfer: (p) => estimateTransfer(context, p),
    sendTransfer: (p) => sendTransfer(context, p),
    waitForReceipt: (p) => waitForReceipt(context, p),
    sendCalls: (p) => sendCalls(context, p),
    getCallsStatus: (p) => getCallsStatus(context, p),
    getCapabilities: (p) => getCapabilities(context, p),
    getPermissionsSupport: (p) => getPermissionsSupport(context, p),
    requestPermissions: (p) => requestPermissions(context, p),
    getGrantedPermissions: (p) => getGrantedPermissions(context, p),
    revokePermission: (p) => revokePermission(context, p),
    verifySignature: (p) => verifySignature(context, p),
    previewRequest: (p) => previewRequest(context, p),
    getPublicClient(network) {
      let client = publicClients.get(network.caipNetworkId)
      if (!client) {
        client = toPublicClient(context.getClient(network))
        publicClients.set(network.caipNetworkId, client)
      }
      return client
    },
    getProvider({ connectorId }) {
      try {
        return context.getProvider(connectorId)
      } catch {
        return undefined
      }
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
      context.bound.clear()
      context.assetDiscovery.clear()
      context.tokenMetadata.clear()
      clients.clear()
      publicClients.clear()
    },
  }
}
