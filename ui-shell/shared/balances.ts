import type { CaipNetworkId, Kernel, Namespace, TokenBalance } from 'gangway/kernel'

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
  /** Fetches through the chain adapter's `getBalances`; skipped while fresh unless `force`. */
  load(target: BalanceTarget, options?: { force?: boolean }): Promise<void>
}

/** SPEC §9: native balance and portfolio caches live 30 s. */
const freshFor = 30_000
const idle: BalanceSnapshot = { status: 'idle', balances: [], native: undefined }
const trackers = new WeakMap<Kernel, BalanceTracker>()
const keyOf = (target: BalanceTarget) => `${target.caipNetworkId}:${target.address.toLowerCase()}`

/** The instance's tracker (one per kernel; nothing global). */
export function getBalanceTracker(kernel: Kernel): BalanceTracker {
  const existing = trackers.get(kernel)
  if (existing) return existing
  const entries = new Map<string, BalanceSnapshot & { at: number }>()
  const listeners = new Set<() => void>()
  const set = (key: string, snapshot: BalanceSnapshot) => {
    entries.set(key, { ...snapshot, at: kernel.env.now() })
    for (const listener of [...listeners]) listener()
  }
  const tracker: BalanceTracker = {
    get: (target) => (target ? (entries.get(keyOf(target)) ?? idle) : idle),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async load(target, options = {}) {
      const key = keyOf(target)
      const current = entries.get(key)
      if (current?.status === 'loading') return
      if (!options.force && current?.status === 'ready' && kernel.env.now() - current.at < freshFor)
        return
      const network = kernel.networks.get(target.caipNetworkId)
      if (!network) return set(key, { ...idle, status: 'error' })
      set(key, { ...(current ?? idle), status: 'loading' })
      try {
        const adapter = await kernel.chains.load(target.namespace)
        const balances = await adapter.getBalances({ address: target.address, network })
        set(key, { status: 'ready', balances, native: balances.find((b) => !b.address) })
      } catch (error) {
        kernel.log.warn('balances unavailable', error)
        set(key, { ...(current ?? idle), status: 'error' })
      }
    },
  }
  trackers.set(kernel, tracker)
  return tracker
}
