import type { DirectoryWallet } from 'gangway/kernel'
import { queryWallets } from './queryWallets.js'
import { sanitizeWallet } from './sanitizeWallet.js'
import type { Directory } from './types.js'

/**
 * A directory over a list in memory (the bundled wallets): no network, answers at once.
 *
 * @param wallets - The list; entries with unsafe links or images are cleaned first.
 * @example
 * const directory = createBundledDirectory((await import('./bundledWallets.js')).bundledWallets)
 */
export function createBundledDirectory(wallets: readonly DirectoryWallet[]): Directory {
  const clean = wallets.map(sanitizeWallet).filter((wallet) => wallet !== undefined)
  return {
    getWallets: async (query) => queryWallets(clean, query),
    getImageUrl: (wallet) => wallet.image_url ?? undefined,
  }
}
