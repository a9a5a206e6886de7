import type { ConnectorInfo, DirectoryWallet, Kernel } from 'gangway/kernel'
import { isWalletRow, orderConnectors } from '#kernel/internal'
// Types only from the modal's modules: this chunk must not share code with the modal's chunk.
import type { WalletListItem, WalletSource } from '../walletSource.js'
import { createBundledDirectory } from './createBundledDirectory.js'
import { createRemoteDirectory } from './createRemoteDirectory.js'
import { displayWalletName, isSameWallet, matchInstalled } from './matchInstalled.js'
import { type LoadImage, prefetchedImages, preloadImage } from './preloadImage.js'
import { sanitizeWallet } from './sanitizeWallet.js'
import type { Directory, DirectoryPage, DirectoryQuery } from './types.js'

/**
 * SPEC "certain wallets are hidden": listings of the connection protocol and SDKs
 * themselves, which are not wallets a visitor can pick.
 */
export const hiddenWalletIds: readonly string[] = ['walletconnect', 'web3modal', 'appkit']

export type CreateDirectorySourceParameters = {
  /** The bundled list (default: `bundledWallets.ts`, imported on first use). */
  loadBundled?: (() => Promise<readonly DirectoryWallet[]>) | undefined
  /** How images are preloaded (default: an `<img>`); tests pass a fetch-based loader. */
  loadImage?: LoadImage | undefined
  /** SPEC §9 preload image timeout (default 2 s). */
  imageTimeout?: number | undefined
  /** Timeout of one request to a hosted directory (default 4 s). */
  remoteTimeout?: number | undefined
}

const loadBundledWallets = () =>
  import('./bundledWallets.js').then((module) => module.bundledWallets)

/** The wallets the enabled chains declare (`metadata().wallets`); a chain that fails adds none. */
async function loadChainWallets(kernel: Kernel): Promise<readonly DirectoryWallet[]> {
  const lists = await Promise.all(
    kernel.chains.namespaces().map((namespace) =>
      kernel.chains
        .descriptor(namespace)
        ?.metadata?.()
        .then((metadata) => metadata.wallets ?? [])
        .catch(() => []),
    ),
  )
  return lists.flatMap((list) => list ?? [])
}

/** The bundled list with the chains' wallets: a known id gains their networks, a new one is added. */
export function mergeWallets(
  bundled: readonly DirectoryWallet[],
  declared: readonly DirectoryWallet[],
): readonly DirectoryWallet[] {
  if (!declared.length) return bundled
  const byId = new Map(bundled.map((wallet) => [wallet.id, wallet]))
  for (const wallet of declared) {
    const known = byId.get(wallet.id)
    byId.set(
      wallet.id,
      known
        ? { ...known, chains: [...new Set([...(known.chains ?? []), ...(wallet.chains ?? [])])] }
        : wallet,
    )
  }
  return [...byId.values()]
}

/** Fetches the bundled list's code ahead of the first wallet list (the browser keeps it). */
export const prefetchBundledWallets = (): Promise<unknown> => loadBundledWallets()

/**
 * The wallet list of Connect and AllWallets (SPEC §9 connector order): WalletConnect,
 * recent and installed wallets (matched to directory entries by rdns or Wallet Standard
 * name, and then not listed again), featured wallets (`featuredWalletIds`, in their order),
 * the host's `customWallets`, then the directory (`includeWalletIds`, `excludeWalletIds`,
 * hidden wallets and the configured chains applied), 40 per page, 100 per search page.
 * A hosted `walletDirectory` that fails or is slow is replaced by the bundled list.
 *
 * @example
 * setWalletSource(kernel, createDirectorySource(kernel))
 */
export function createDirectorySource(
  kernel: Kernel,
  parameters: CreateDirectorySourceParameters = {},
): WalletSource {
  const { options } = kernel
  let bundled: Promise<{ wallets: readonly DirectoryWallet[]; directory: Directory }> | undefined
  const getBundled = () => {
    bundled ??= Promise.all([
      (parameters.loadBundled ?? loadBundledWallets)(),
      loadChainWallets(kernel),
    ]).then(([list, declared]) => {
      const wallets = mergeWallets(list, declared)
      return { directory: createBundledDirectory(wallets), wallets }
    })
    return bundled
  }
  const remote = options.walletDirectory
    ? createRemoteDirectory(kernel, {
        ...options.walletDirectory,
        timeout: parameters.remoteTimeout,
      })
    : undefined
  let remoteFailed = false
  const custom = (options.customWallets ?? [])
    .map(sanitizeWallet)
    .filter((wallet) => wallet !== undefined)
  const images = new Map<string, Promise<boolean>>()
  let featured: Promise<readonly DirectoryWallet[]> | undefined
  /** Per search: hosted-directory entries dropped as installed, so every page counts alike. */
  const dropped = new Map<string, Set<string>>()

  /** Asks the hosted directory, or the bundled one when there is none or it failed. */
  async function ask(
    query: DirectoryQuery,
  ): Promise<{ page: DirectoryPage; directory: Directory }> {
    if (remote && !remoteFailed) {
      try {
        return { page: await remote.getWallets(query), directory: remote }
      } catch (error) {
        remoteFailed = true
        kernel.log.warn('the wallet directory failed; showing the bundled list', error)
        // A later page from another list would not fit the pages already shown.
        if (query.page > 1) throw error
      }
    }
    const { directory } = await getBundled()
    return { page: await directory.getWallets(query), directory }
  }

  function toItem(wallet: DirectoryWallet, directory: Directory): WalletListItem {
    return {
      id: wallet.id,
      name: displayWalletName(wallet.name),
      imageUrl: directory.getImageUrl(wallet),
      explorerId: wallet.id,
      mobileLink: wallet.mobile_link ?? undefined,
      desktopLink: wallet.desktop_link ?? undefined,
      webappLink: wallet.webapp_link ?? undefined,
      homepage: wallet.homepage ?? undefined,
    }
  }

  /** SPEC §9: the first 20 images are fetched first; a failed or slow one (2 s) is dropped. */
  async function withImages(items: WalletListItem[]): Promise<WalletListItem[]> {
    const checks = items.slice(0, prefetchedImages).map((item) => {
      const url = item.imageUrl
      if (!url || item.connector) return Promise.resolve(true)
      let check = images.get(url)
      if (!check) {
        check = preloadImage(kernel.env, {
          url,
          load: parameters.loadImage,
          timeout: parameters.imageTimeout,
        })
        images.set(url, check)
      }
      return check
    })
    const loaded = await Promise.all(checks)
    return items.map((item, index) =>
      loaded[index] === false ? { ...item, imageUrl: undefined } : item,
    )
  }

  return {
    async getWallets({ page, entries, search }) {
      const { wallets: bundledList } = await getBundled()
      const state = kernel.store.getState()
      const excluded = [...hiddenWalletIds, ...options.excludeWalletIds]
      const include = options.includeWalletIds
      const allowed = (id: string) =>
        !excluded.includes(id) && (include.length === 0 || include.includes(id))
      const chains = kernel.networks.all().map((network) => network.caipNetworkId)
      const query = search?.trim().toLowerCase()
      const matchesSearch = (name: string) => !query || name.toLowerCase().includes(query)

      // Installed wallets, recognised in the directory (bundled, custom) when it lists them.
      const known = [...custom, ...bundledList]
      const matched = new Map<ConnectorInfo, DirectoryWallet | undefined>()
      const originals = new Map<ConnectorInfo, ConnectorInfo>()
      const connectors = orderConnectors(
        Object.values(state.connectors)
          .flat()
          .map((connector) => {
            const wallet = matchInstalled(connector, known)
            const enriched = { ...connector, explorerId: connector.explorerId ?? wallet?.id }
            matched.set(enriched, wallet)
            originals.set(enriched, connector)
            return enriched
          }),
        { recent: state.recentWallets, featured: options.featuredWalletIds },
      ).filter(
        (connector) =>
          isWalletRow(connector) &&
          !excluded.includes(connector.id) &&
          !excluded.includes(connector.explorerId ?? connector.id),
      )
      const installed = [...matched.keys()].filter((c) => c.type !== 'WALLET_CONNECT')
      const isInstalled = (wallet: DirectoryWallet) =>
        installed.some((connector) => isSameWallet(connector, wallet))

      // Featured: one request for all ids (SPEC: the featured page size is the id count).
      const featuredIds = options.featuredWalletIds.filter(allowed)
      featured ??= featuredIds.length
        ? ask({ page: 1, entries: featuredIds.length, include: featuredIds, chains }).then(
            ({ page: result }) =>
              featuredIds
                .map((id) => result.data.find((wallet) => wallet.id === id))
                .filter((wallet) => wallet !== undefined),
            () => [],
          )
        : Promise.resolve([])
      const featuredWallets = (await featured).filter((wallet) => !isInstalled(wallet))
      const customWallets = custom.filter(
        (wallet) => !excluded.includes(wallet.id) && !isInstalled(wallet),
      )

      const headIds = [
        ...featuredIds,
        ...customWallets.map((wallet) => wallet.id),
        ...installed.map((connector) => connector.explorerId).filter((id) => id !== undefined),
      ]
      const { page: tail, directory } = await ask({
        page,
        entries,
        search: search?.trim() || undefined,
        include: include.length ? include : undefined,
        exclude: [...excluded, ...headIds],
        chains,
      })
      // A hosted directory has its own ids: drop installed wallets it lists again.
      const key = query ?? ''
      if (page === 1) dropped.set(key, new Set())
      const seen = dropped.get(key) ?? new Set<string>()
      dropped.set(key, seen)
      const rest = tail.data.filter((wallet) => {
        if (!isInstalled(wallet)) return true
        seen.add(wallet.id)
        return false
      })
      const tailItems = rest.map((wallet) => toItem(wallet, directory))
      const tailCount = Math.max(0, tail.count - seen.size)

      const head: WalletListItem[] = [
        ...connectors.map((connector) => ({
          id: `${connector.namespace}:${connector.id}`,
          name: displayWalletName(connector.name),
          imageUrl: connector.imageUrl ?? matched.get(connector)?.image_url ?? undefined,
          // The connector as discovered: the kernel records connections with it.
          connector: originals.get(connector) ?? connector,
          explorerId: connector.explorerId,
        })),
        ...featuredWallets.map((wallet) => toItem(wallet, directory)),
        ...customWallets.map((wallet) => ({
          ...toItem(wallet, directory),
          imageUrl: wallet.image_url ?? undefined,
        })),
      ].filter((item) => matchesSearch(item.name))

      const data = page === 1 ? [...head, ...tailItems] : tailItems
      return { data: await withImages(data), count: head.length + tailCount }
    },
  }
}
