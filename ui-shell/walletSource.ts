import type { ConnectorInfo, Kernel } from 'gangway/kernel'
import {
  connectorsOf,
  isWalletRow,
  type MultiChainConnector,
  mergeConnectors,
  orderConnectors,
} from '#kernel/internal'

/** SPEC §9: 40 wallets per page, 100 per search page; search waits 300 ms. */
export const walletPageSize = 40
export const walletSearchPageSize = 100
export const walletSearchWait = 300

/** One row of AllWallets: a connector we can use now, or a directory wallet. */
export type WalletListItem = {
  id: string
  name: string
  imageUrl?: string | undefined
  /** Present when the wallet can be connected directly (installed, announced). */
  connector?: ConnectorInfo | undefined
  /** The wallet directory's id, also for an installed wallet the directory lists. */
  explorerId?: string | undefined
  /** Directory links: deep links for WalletConnect, `homepage` for "Get <wallet>". */
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
  homepage?: string | undefined
}

export type WalletPage = {
  data: readonly WalletListItem[]
  count: number
  /** Rows of this page folded into a multi-chain row (a page this much short is not the last). */
  merged?: number | undefined
}

/**
 * Where Connect and AllWallets get their rows. The default is the wallet directory
 * (installed wallets first, then the bundled or hosted directory), loaded on first use;
 * a host or plugin may replace it with `setWalletSource`.
 */
export type WalletSource = {
  getWallets(parameters: {
    /** 1-based. */
    page: number
    entries: number
    search?: string | undefined
  }): Promise<WalletPage>
}

const sources = new WeakMap<Kernel, WalletSource>()
/** Instances whose wallet list a host or plugin replaced. */
const replaced = new WeakSet<Kernel>()

/** Lets a directory plugin replace the wallet list of one instance. */
export function setWalletSource(kernel: Kernel, source: WalletSource): void {
  sources.set(kernel, source)
  replaced.add(kernel)
}

export function getWalletSource(kernel: Kernel): WalletSource {
  let source = sources.get(kernel)
  if (!source) {
    source = directoryWalletSource(kernel)
    sources.set(kernel, source)
  }
  let merging = mergingSources.get(source)
  if (!merging) {
    merging = rememberingSource(kernel, mergingSource(source))
    mergingSources.set(source, merging)
  }
  return merging
}

type Remembered = {
  page: WalletPage
  /** The state the page was computed from: a wallet announced since makes it stale. */
  connectors: unknown
  recent: unknown
}
/** By the wrapped source a view asks: a source a plugin sets later starts empty. */
const remembered = new WeakMap<WalletSource, Map<string, Remembered>>()
const rememberKey = ({ page, entries, search }: Parameters<WalletSource['getWallets']>[0]) =>
  `${page}:${entries}:${search?.trim() ?? ''}`

/** Keeps each answer with the state it was computed from, for `peekWallets`. */
function rememberingSource(kernel: Kernel, source: WalletSource): WalletSource {
  const pages = new Map<string, Remembered>()
  const remembering: WalletSource = {
    async getWallets(parameters) {
      const { connectors, recentWallets } = kernel.store.getState()
      const page = await source.getWallets(parameters)
      pages.set(rememberKey(parameters), { page, connectors, recent: recentWallets })
      return page
    },
  }
  remembered.set(remembering, pages)
  return remembering
}

/**
 * The wallet source's last answer to these parameters when it still holds (no wallet
 * announced, no recent wallet since), else `undefined`: a view shows it in its first render
 * (no placeholders), then asks again.
 */
export function peekWallets(
  kernel: Kernel,
  parameters: Parameters<WalletSource['getWallets']>[0],
): WalletPage | undefined {
  const last = remembered.get(getWalletSource(kernel))?.get(rememberKey(parameters))
  const { connectors, recentWallets } = kernel.store.getState()
  return last && last.connectors === connectors && last.recent === recentWallets
    ? last.page
    : undefined
}

const mergingSources = new WeakMap<WalletSource, WalletSource>()

/**
 * A source whose rows of one wallet in several namespaces are one multi-chain row. The
 * installed wallets are all on the first page, so the count drops by what it folded there.
 */
function mergingSource(source: WalletSource): WalletSource {
  const foldedBySearch = new Map<string, number>()
  return {
    async getWallets(parameters) {
      const result = await source.getWallets(parameters)
      const data = mergeWalletItems(result.data)
      const merged = result.data.length - data.length
      const key = parameters.search?.trim() ?? ''
      if (parameters.page === 1) foldedBySearch.set(key, merged)
      const folded = foldedBySearch.get(key) ?? 0
      return { data, count: Math.max(0, result.count - folded), merged }
    },
  }
}

const loadDirectory = () => import('./directory/index.js')

/**
 * Fetches the wallet directory's code and bundled list while the browser is idle, so the
 * first wallet list needs no request after the click.
 */
export function prefetchWalletList(): Promise<unknown> {
  return loadDirectory().then((module) => module.prefetchBundledWallets())
}

/**
 * Connect's first `entries` wallets; rows of one wallet in several namespaces are folded
 * into one, so it asks again for as many more.
 */
export async function getFirstWallets(kernel: Kernel, entries: number): Promise<WalletPage> {
  const source = getWalletSource(kernel)
  const page = await source.getWallets({ page: 1, entries })
  return page.merged ? source.getWallets({ page: 1, entries: entries + page.merged }) : page
}

/** `getFirstWallets`' last answer while it still holds (see `peekWallets`). */
export function peekFirstWallets(kernel: Kernel, entries: number): WalletPage | undefined {
  const page = peekWallets(kernel, { page: 1, entries })
  return page?.merged ? peekWallets(kernel, { page: 1, entries: entries + page.merged }) : page
}

/**
 * Computes Connect's first wallets while the browser is idle, so the first open shows them
 * in its first frame. Only from the bundled list: a hosted directory or a source a plugin
 * set is asked when a wallet list is shown, never before.
 */
export function prefetchFirstWallets(kernel: Kernel, entries: number): Promise<unknown> {
  if (kernel.options.walletDirectory || replaced.has(kernel)) return Promise.resolve()
  return getFirstWallets(kernel, entries)
}

/** The wallet directory, whose code and bundled list load with the first wallet list. */
function directoryWalletSource(kernel: Kernel): WalletSource {
  let loaded: Promise<WalletSource> | undefined
  const load = () => {
    loaded ??= loadDirectory().then((module) => module.createDirectorySource(kernel))
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  return { getWallets: async (parameters) => (await load()).getWallets(parameters) }
}

/**
 * The connectors of the instance, in SPEC order, hosts' exclusions applied; a wallet in
 * several namespaces is one MULTI_CHAIN entry.
 */
export function listConnectors(kernel: Kernel): ConnectorInfo[] {
  const state = kernel.store.getState()
  const excluded = new Set(kernel.options.excludeWalletIds)
  const all = Object.values(state.connectors)
    .flat()
    .filter((c) => isWalletRow(c) && !excluded.has(c.explorerId ?? c.id))
  return mergeConnectors(
    orderConnectors(all, {
      recent: state.recentWallets,
      featured: kernel.options.featuredWalletIds,
    }),
  )
}

/** A source over the kernel's connectors: filtered by name, paged. */
export function connectorWalletSource(kernel: Kernel): WalletSource {
  return {
    async getWallets({ page, entries, search }) {
      const query = search?.trim().toLowerCase()
      const all = listConnectors(kernel)
        .filter((c) => !query || c.name.toLowerCase().includes(query))
        .map((c) => ({
          id: `${c.namespace}:${c.id}`,
          name: c.name,
          imageUrl: c.imageUrl,
          connector: c,
        }))
      const start = (page - 1) * entries
      return { data: all.slice(start, start + entries), count: all.length }
    },
  }
}

/**
 * Folds the rows of one wallet's connectors (matched by directory id, rdns or name) into
 * the row of its first; rows without a connector are kept as they are.
 */
export function mergeWalletItems(items: readonly WalletListItem[]): WalletListItem[] {
  const byConnector = new Map<ConnectorInfo, WalletListItem>()
  const connectors: ConnectorInfo[] = []
  for (const item of items)
    if (item.connector) {
      // The row's directory id (the directory recognised the wallet) decides first.
      const keyed = { ...item.connector, explorerId: item.explorerId ?? item.connector.explorerId }
      byConnector.set(keyed, item)
      connectors.push(keyed)
    }
  const merged = new Map<WalletListItem, WalletListItem | undefined>()
  for (const connector of mergeConnectors(connectors)) {
    const members = connectorsOf(connector)
    if (members.length < 2) continue
    const rows = members.map((member) => byConnector.get(member)!)
    const [first] = rows
    const entry: MultiChainConnector = {
      ...(connector as MultiChainConnector),
      // The connectors as discovered: the kernel records connections with them.
      connectors: rows.map((row) => row.connector!),
    }
    for (const row of rows) merged.set(row, undefined)
    merged.set(first!, {
      ...first!,
      imageUrl: first!.imageUrl ?? rows.find((row) => row.imageUrl)?.imageUrl,
      explorerId: entry.explorerId,
      connector: entry,
    })
  }
  return items.flatMap((item) => {
    if (!merged.has(item)) return [item]
    const replaced = merged.get(item)
    return replaced ? [replaced] : []
  })
}
