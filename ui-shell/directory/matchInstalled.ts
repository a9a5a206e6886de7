import type { ConnectorInfo, DirectoryWallet } from 'gangway/kernel'

/** "Trust Wallet" and "Trust", "UniSat Wallet" and "UniSat" are one wallet. */
export function normalizeWalletName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')
}

/** SPEC §9: "Trust Wallet is shown as Trust". */
export function displayWalletName(name: string): string {
  return name.trim() === 'Trust Wallet' ? 'Trust' : name
}

/**
 * Whether an installed wallet is this directory entry: EIP-6963 wallets by rdns, Wallet
 * Standard wallets (which have no rdns) by name.
 *
 * @example
 * isSameWallet({ rdns: 'io.metamask', … }, { id: 'metamask', rdns: 'io.metamask', … }) // true
 */
export function isSameWallet(connector: ConnectorInfo, wallet: DirectoryWallet): boolean {
  if (connector.explorerId) return connector.explorerId === wallet.id
  if (connector.rdns) return connector.rdns === wallet.rdns
  if (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED') return false
  return normalizeWalletName(connector.name) === normalizeWalletName(wallet.name)
}

/**
 * The directory entry of an installed connector, if the directory lists it.
 *
 * @example
 * matchInstalled(connector, bundledWallets)?.id // 'metamask'
 */
export function matchInstalled(
  connector: ConnectorInfo,
  wallets: readonly DirectoryWallet[],
): DirectoryWallet | undefined {
  return wallets.find((wallet) => isSameWallet(connector, wallet))
}
