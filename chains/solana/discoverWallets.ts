import { getWallets } from '@wallet-standard/app'
import type { Kernel } from 'gangway/kernel'
import type { StandardWallet, WalletRegistry } from './types.js'

/** A wallet Gangway can use for Solana: a solana chain and `standard:connect`. */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null &&
    'standard:connect' in wallet.features &&
    typeof wallet.name === 'string' &&
    wallet.name.length > 0
  )
}

/**
 * Discovers browser-extension wallets through the Wallet Standard and registers each one
 * that supports a solana chain and `standard:connect` as an `ANNOUNCED` connector (id =
 * the wallet's name, so a re-registration replaces rather than duplicates).
 *
 * @param kernel - The instance to add connectors to.
 * @param registry - Where the wallets are kept for the adapter.
 * @returns A teardown that stops listening.
 * @example
 * const stop = discoverWallets(kernel, registry)
 */
export function discoverWallets(kernel: Kernel, registry: WalletRegistry): () => void {
  const { get, on } = getWallets()
  const add = (...wallets: readonly StandardWallet[]) => {
    for (const wallet of wallets) {
      if (!isSolanaWallet(wallet)) continue
      registry.set(wallet.name, wallet)
      kernel.connectors.add({
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        namespace: 'solana',
        imageUrl: /^(data:|https:)/.test(wallet.icon) ? wallet.icon : undefined,
      })
    }
  }
  const remove = (...wallets: readonly StandardWallet[]) => {
    for (const wallet of wallets) {
      if (registry.get(wallet.name) !== wallet) continue
      registry.delete(wallet.name)
      kernel.connectors.remove({ namespace: 'solana', id: wallet.name })
      // A wallet that goes away (extension disabled) ends its connection.
      kernel.connections.handleDisconnect({ namespace: 'solana', connectorId: wallet.name })
    }
  }
  add(...(get() as readonly StandardWallet[]))
  const offRegister = on('register', (...wallets) => add(...(wallets as StandardWallet[])))
  const offUnregister = on('unregister', (...wallets) => remove(...(wallets as StandardWallet[])))
  return () => {
    offRegister()
    offUnregister()
  }
}
