import type { DirectoryWallet } from 'gangway/kernel'
import type { DirectoryPage, DirectoryQuery } from './types.js'

const namespaceOf = (caipId: string) => caipId.split(':')[0]

/**
 * Answers a SPEC §7 `/getWallets` query from a list in memory: `include`, `exclude`,
 * `chains` (by namespace: an eip155 wallet can add any EVM network), `search` (name,
 * case-insensitive), then the page. The bundled directory uses it, and so do test servers.
 *
 * @param wallets - The whole directory, in its display order.
 * @param query - Page (1-based), entries per page and filters.
 * @returns The page and the count of all matches.
 * @example
 * queryWallets(bundledWallets, { page: 1, entries: 40, search: 'rain' })
 */
export function queryWallets(
  wallets: readonly DirectoryWallet[],
  query: DirectoryQuery,
): DirectoryPage {
  const include = new Set(query.include ?? [])
  const exclude = new Set(query.exclude ?? [])
  const namespaces = new Set((query.chains ?? []).map(namespaceOf))
  const search = query.search?.trim().toLowerCase()
  const matches = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (namespaces.size === 0 ||
        (wallet.chains ?? []).some((chain) => namespaces.has(namespaceOf(chain)))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  const entries = Math.max(1, Math.floor(query.entries))
  const start = (Math.max(1, Math.floor(query.page)) - 1) * entries
  return { data: matches.slice(start, start + entries), count: matches.length }
}
