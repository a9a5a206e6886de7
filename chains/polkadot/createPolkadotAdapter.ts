import {
  type ChainContext,
  ConnectorNotFoundError,
  formatUnits,
  type Network,
  parseUnits,
} from 'gangway/kernel'
import { connect } from './connect.js'
import { disconnect, reconnect, signMessage, switchNetwork } from './connection.js'
import { createInjectedWalletClient, createSessionWalletClient } from './createWalletClients.js'
import { isPolkadotNetwork, type PolkadotNetwork } from './defineNetwork.js'
import { ChainNotConfiguredError } from './errors.js'
import { estimateTransfer } from './estimateTransfer.js'
import { getBalance } from './getBalance.js'
import { getBalanceDetail } from './getBalanceDetail.js'
import { getBalances } from './getBalances.js'
import { sendTransfer } from './sendTransfer.js'
import { validateAddress } from './ss58.js'
import type {
  PolkadotAdapter,
  PolkadotContext,
  PolkadotOptions,
  PolkadotWalletClient,
  WalletSource,
} from './types.js'

/**
 * Builds the polkadot adapter: the lazily loaded part of the plugin, where the SCALE codecs
 * and metadata decoding live. `polkadot()`'s descriptor calls it; tests may call it directly.
 *
 * @example
 * const adapter = (await kernel.chains.load('polkadot')) as PolkadotAdapter
 */
export function createPolkadotAdapter(
  parameters: ChainContext<WalletSource> & { options: PolkadotOptions },
): PolkadotAdapter {
  const { kernel, options, registry } = parameters
  const clients = new Map<string, { source: WalletSource; client: PolkadotWalletClient }>()
  const dappName = options.dappName ?? kernel.options.metadata.name

  const context: PolkadotContext = {
    ...parameters,
    watchers: new Map(),
    getClient(connectorId) {
      const source = registry.get(connectorId)
      if (!source) throw new ConnectorNotFoundError(connectorId)
      const known = clients.get(connectorId)
      if (known?.source === source) return known.client
      const name =
        kernel.connectors.get({ namespace: 'polkadot', id: connectorId })?.name ?? connectorId
      const client =
        source.kind === 'session'
          ? createSessionWalletClient(source.provider)
          : createInjectedWalletClient(source.provider, { name, dappName })
      clients.set(connectorId, { source, client })
      return client
    },
    getNetwork(caipNetworkId): PolkadotNetwork {
      const network = options.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (!network || !isPolkadotNetwork(network)) throw new ChainNotConfiguredError(caipNetworkId)
      return network
    },
    getRpcUrl(network) {
      const url =
        options.rpcUrls?.[network.caipNetworkId] ??
        options.rpcUrls?.[String(network.id)] ??
        network.rpcUrls.default.http[0]
      if (!url) throw new ChainNotConfiguredError(network.caipNetworkId)
      return url
    },
  }

  const isValid = (address: string, network?: Network) => {
    if (network) return validateAddress(address, network)
    const active = kernel.networks.getActive('polkadot')
    return active
      ? validateAddress(address, active)
      : options.networks.some((candidate) => validateAddress(address, candidate))
  }

  return {
    namespace: 'polkadot',
    connect: (p) => connect(context, p),
    reconnect: (p) => reconnect(context, p),
    disconnect: (p) => disconnect(context, p),
    switchNetwork: (p) => switchNetwork(context, p),
    getBalance: (p) => getBalance(context, p),
    getBalanceDetail: (p) => getBalanceDetail(context, p),
    getBalances: (p) => getBalances(context, p),
    signMessage: (p) => signMessage(context, p),
    estimateTransfer: (p) => estimateTransfer(context, p),
    sendTransfer: (p) => sendTransfer(context, p),
    getProvider({ connectorId }) {
      return registry.get(connectorId)?.provider
    },
    validateAddress: isValid,
    parseUnits,
    formatUnits,
    getAddressExplorerUrl: ({ address, network }) => explorerUrl(network, `account/${address}`),
    getTransactionExplorerUrl: ({ hash, network }) => explorerUrl(network, `extrinsic/${hash}`),
    destroy() {
      for (const unwatch of [...context.watchers.values()]) unwatch()
      clients.clear()
    },
  }
}

const explorerUrl = (network: Network, path: string) => {
  const base = network.blockExplorers?.default.url
  return base ? `${base.replace(/\/+$/, '')}/${path}` : undefined
}
