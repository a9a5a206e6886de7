import { type ChainContext, ConnectorNotFoundError, type Network, parseUnits } from 'gangway/kernel'
import { broadcastTransaction } from './broadcastTransaction.js'
import { connect } from './connect.js'
import { createInjectedWalletClient } from './createInjectedWalletClient.js'
import { createStandardWalletClient } from './createStandardWalletClient.js'
import { disconnect } from './disconnect.js'
import { ChainNotConfiguredError } from './errors.js'
import { estimateTransfer } from './estimateTransfer.js'
import { formatBtc } from './formatBtc.js'
import { getBalance } from './getBalance.js'
import { getBalances } from './getBalances.js'
import { getExplorerUrl } from './getExplorerUrl.js'
import { getFeeRate } from './getFeeRate.js'
import { createSessionWalletClient } from './getSessionProvider.js'
import { getUtxos } from './getUtxos.js'
import { reconnect } from './reconnect.js'
import { sendTransfer } from './sendTransfer.js'
import { signMessage } from './signMessage.js'
import { signPsbt } from './signPsbt.js'
import { switchNetwork } from './switchNetwork.js'
import type {
  Bip122Adapter,
  Bip122Context,
  Bip122Options,
  BitcoinWalletClient,
  WalletSource,
} from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Builds the bip122 adapter: the lazily loaded part of the plugin, where bitcoinjs-lib
 * lives. `bip122()`'s descriptor calls it from `load()`; tests may call it directly.
 *
 * @example
 * const adapter = (await kernel.chains.load('bip122')) as Bip122Adapter
 */
export function createBip122Adapter(
  parameters: ChainContext<WalletSource> & { options: Bip122Options },
): Bip122Adapter {
  const { kernel, options, registry } = parameters
  const clients = new Map<string, { source: WalletSource; client: BitcoinWalletClient }>()

  const context: Bip122Context = {
    ...parameters,
    watchers: new Map(),
    getClient(connectorId) {
      const source = registry.get(connectorId)
      if (!source) throw new ConnectorNotFoundError(connectorId)
      const known = clients.get(connectorId)
      if (known?.source === source) return known.client
      const name =
        kernel.connectors.get({ namespace: 'bip122', id: connectorId })?.name ?? connectorId
      const client =
        source.kind === 'standard'
          ? createStandardWalletClient(source.wallet)
          : source.kind === 'session'
            ? createSessionWalletClient(source.provider)
            : createInjectedWalletClient(source.provider, name)
      clients.set(connectorId, { source, client })
      return client
    },
    getNetwork(caipNetworkId) {
      const network = options.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (!network) throw new ChainNotConfiguredError(caipNetworkId)
      return network
    },
    getEsploraUrl(network) {
      const { esploraUrl } = options
      const url =
        typeof esploraUrl === 'string'
          ? esploraUrl
          : (esploraUrl?.[network.caipNetworkId] ??
            esploraUrl?.[String(network.id)] ??
            network.rpcUrls.default.http[0])
      if (!url) throw new ChainNotConfiguredError(network.caipNetworkId)
      return url.replace(/\/+$/, '')
    },
  }

  const isValid = (address: string, network?: Network) => {
    if (network) return validateAddress(address, network)
    const active = kernel.networks.getActive('bip122')
    return active
      ? validateAddress(address, active)
      : options.networks.some((candidate) => validateAddress(address, candidate))
  }

  return {
    namespace: 'bip122',
    connect: (p) => connect(context, p),
    reconnect: (p) => reconnect(context, p),
    disconnect: (p) => disconnect(context, p),
    switchNetwork: (p) => switchNetwork(context, p),
    getBalance: (p) => getBalance(context, p),
    getBalances: (p) => getBalances(context, p),
    signMessage: (p) => signMessage(context, p),
    signPsbt: (p) => signPsbt(context, p),
    sendTransfer: (p) => sendTransfer(context, p),
    estimateTransfer: (p) => estimateTransfer(context, p),
    getUtxos: (p) => getUtxos(context, p),
    getFeeRate: (p) => getFeeRate(context, p),
    broadcastTransaction: (p) => broadcastTransaction(context, p),
    getAccountAddresses: ({ connectorId }) =>
      kernel.connections.all('bip122').find((c) => c.connector.id === connectorId)?.accounts ?? [],
    getProvider({ connectorId }) {
      const source = registry.get(connectorId)
      return source?.kind === 'standard' ? source.wallet : source?.provider
    },
    validateAddress: isValid,
    parseUnits,
    formatUnits: (value, decimals) => formatBtc(value, decimals),
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
