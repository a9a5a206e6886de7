import {
  type CaipNetworkId,
  caches,
  type Kernel,
  type Namespace,
  portfolioCodec,
  sanitizeText,
  type TokenBalance,
} from 'gangway/kernel'

export type BalanceSnapshot = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  balances: readonly TokenBalance[]
  /** The native currency's entry (the one without a token address). */
  native: TokenBalance | undefined
}

export type BalanceTarget = { namespace: Namespace; address: string; caipNetworkId: CaipNetworkId }

/** Balances per address and network, shared by the modal, the hooks and the button. */
export type BalanceTracker = {
  get(target: BalanceTarget | undefined): BalanceSnapshot
  subscribe(listener: () => void): () => void
  /** Fetches through the chain adapter's `getBalances`; skipped while fresh unless `force`, which also reads past the kernel's caches and, asked while a read runs, reads again after it. */
  load(target: BalanceTarget, options?: { force?: boolean }): Promise<void>
}

/** SPEC §9: native balance and portfolio caches live 30 s. */
const freshFor = 30_000
/**
 * After this long without an answer the visitor sees the last value, or "unavailable",
 * instead of a skeleton; the request keeps going (with its transport's retries) and its
 * answer replaces what is shown.
 */
export const slowBalanceAfter = 3_000

/** Token names and symbols come from contracts and APIs: shown as clean text only. */
const cleanBalance = (balance: TokenBalance): TokenBalance => ({
  ...balance,
  name: sanitizeText(balance.name),
  symbol: sanitizeText(balance.symbol, 16),
})
const idle: BalanceSnapshot = { status: 'idle', balances: [], native: undefined }
const trackers = new WeakMap<Kernel, BalanceTracker>()
const keyOf = (target: BalanceTarget) => `${target.caipNetworkId}:${target.address.toLowerCase()}`

/** The instance's tracker (one per kernel; nothing global). */
export function getBalanceTracker(kernel: Kernel): BalanceTracker {
  const existing = trackers.get(kernel)
  if (existing) return existing
  const entries = new Map<string, BalanceSnapshot & { at: number }>()
  const listeners = new Set<() => void>()
  // Requests still running after the slow timer showed a stale value or the error.
  const inFlight = new Set<string>()
  // Forced reads asked for while a read ran: that read may predate what moved the balance.
  const again = new Set<string>()
  const set = (key: string, snapshot: BalanceSnapshot) => {
    entries.set(key, { ...snapshot, at: kernel.env.now() })
    for (const listener of [...listeners]) listener()
  }
  /**
   * SPEC §3/§9 native-balance cache (30 s): a reload shows the last native balance at once,
   * before the chain plugin loads; `load` still refreshes it (the entry is not `ready`).
   */
  const fromCache = (key: string): (BalanceSnapshot & { at: number }) | undefined => {
    const stored = kernel.storage.getCache({ cache: caches.nativeBalance, id: key })
    if (!stored) return undefined
    const [native] = portfolioCodec.fromStored([stored])
    const entry = { status: 'idle' as const, balances: [], native, at: 0 }
    entries.set(key, entry)
    return entry
  }
  const tracker: BalanceTracker = {
    get: (target) =>
      target ? (entries.get(keyOf(target)) ?? fromCache(keyOf(target)) ?? idle) : idle,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async load(target, options = {}) {
      const key = keyOf(target)
      const current = entries.get(key)
      if (current?.status === 'loading' || inFlight.has(key)) {
        if (options.force) again.add(key)
        return
      }
      if (!options.force && current?.status === 'ready' && kernel.env.now() - current.at < freshFor)
        return
      if (options.force) {
        // Past the kernel's 30 s caches too: the chain is asked again.
        kernel.storage.clearCache({ cache: caches.portfolio })
        kernel.storage.clearCache({ cache: caches.nativeBalance })
      }
      const network = kernel.networks.get(target.caipNetworkId)
      if (!network) return set(key, { ...idle, status: 'error' })
      set(key, { ...(current ?? idle), status: 'loading' })
      inFlight.add(key)
      const slow = kernel.env.setTimeout(() => {
        const shown = entries.get(key)
        if (shown?.status === 'loading')
          set(key, { ...shown, status: shown.native ? 'ready' : 'error' })
      }, slowBalanceAfter)
      try {
        const adapter = await kernel.chains.load(target.namespace)
        const balances = (await adapter.getBalances({ address: target.address, network })).map(
          cleanBalance,
        )
        const native = balances.find((b) => !b.address)
        set(key, { status: 'ready', balances, native })
        if (native)
          kernel.storage.setCache({
            cache: caches.nativeBalance,
            id: key,
            value: portfolioCodec.toStored([native])[0]!,
          })
      } catch (error) {
        kernel.log.warn('balances unavailable', error)
        set(key, { ...(current ?? idle), status: 'error' })
      } finally {
        kernel.env.clearTimeout(slow)
        inFlight.delete(key)
        if (again.delete(key)) void tracker.load(target, { force: true })
      }
    },
  }
  trackers.set(kernel, tracker)
  return tracker
}

/**
 * Reads a connection's balances afresh, past every cache (the kernel's 30 s portfolio and
 * native-balance caches and the tracker's own): after something the visitor did moved them
 * (a send, a swap, a purchase, an approved embedded-wallet request). Without a connection:
 * nothing.
 *
 * @example
 * await refreshBalances(kernel, kernel.connections.get())
 */
export async function refreshBalances(
  kernel: Kernel,
  connection: BalanceTarget | undefined,
): Promise<void> {
  if (!connection) return
  await getBalanceTracker(kernel).load(
    {
      namespace: connection.namespace,
      address: connection.address,
      caipNetworkId: connection.caipNetworkId,
    },
    { force: true },
  )
}
