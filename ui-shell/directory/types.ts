import type { DirectoryWallet } from 'gangway/kernel'

/** SPEC §7 `GET /getWallets` query (lists are comma-joined on the wire). */
export type DirectoryQuery = {
  /** 1-based. */
  page: number
  entries: number
  search?: string | undefined
  /** Only these ids (empty = all). */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 network ids; a wallet is listed when it supports one of their namespaces. */
  chains?: readonly string[] | undefined
  badge_type?: string | undefined
}

/** SPEC §7 `/getWallets` response. */
export type DirectoryPage = { data: readonly DirectoryWallet[]; count: number }

/** A wallet directory: the bundled list or a hosted one. */
export type Directory = {
  getWallets(query: DirectoryQuery): Promise<DirectoryPage>
  /** The image to show for a wallet: https:, data: or same-origin; `undefined` = none. */
  getImageUrl(wallet: DirectoryWallet): string | undefined
}
