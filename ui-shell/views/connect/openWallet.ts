import type { ConnectorInfo, Kernel } from 'gangway/kernel'
import { preferredConnector } from '../../walletRows.js'
import type { WalletListItem } from '../../walletSource.js'

/** Connects a connector's row: WalletConnect's view for WalletConnect, else the wallet's own. */
export function openConnector(kernel: Kernel, chosen: ConnectorInfo): void {
  // A multi-chain row connects its wallet in the active namespace, else in its first.
  const connector = preferredConnector(kernel, chosen)
  kernel.analytics.track('SELECT_WALLET', { name: connector.name, namespace: connector.namespace })
  if (connector.type === 'WALLET_CONNECT')
    kernel.router.push({ view: 'ConnectingWalletConnect', data: { connector } })
  else kernel.router.push({ view: 'ConnectingExternal', data: { connector } })
}

/**
 * Opens a wallet of a list: an installed one connects; a directory wallet goes to
 * WalletConnect (with its deep links) when the site has it, else to "Get <wallet>".
 */
export function openWallet(kernel: Kernel, item: WalletListItem): void {
  if (item.connector) openConnector(kernel, item.connector)
  else {
    kernel.analytics.track('SELECT_WALLET', { name: item.name, explorerId: item.explorerId })
    if (kernel.options.walletConnect && kernel.registry.hasView('ConnectingWalletConnect'))
      kernel.router.push({ view: 'ConnectingWalletConnect', data: { wallet: item } })
    else kernel.router.push({ view: 'GetWallet', data: { wallet: item } })
  }
}
