import type { WalletRegistry, WalletSource } from './types.js'

/**
 * The wallets discovery found, per Gangway instance, so the lazily loaded adapter can use
 * them. `wait` gives a wallet that registers late a moment during a silent reconnect.
 *
 * @example
 * const registry = createWalletRegistry((callback, ms) => setTimeout(callback, ms))
 */
export function createWalletRegistry(
  setTimer: (callback: () => void, ms: number) => unknown,
): WalletRegistry {
  const sources = new Map<string, WalletSource>()
  const waiters = new Map<string, Set<(source: WalletSource | undefined) => void>>()
  return {
    get: (id) => sources.get(id),
    set(id, source) {
      sources.set(id, source)
      for (const resolve of waiters.get(id) ?? []) resolve(source)
      waiters.delete(id)
    },
    wait(id, ms) {
      const known = sources.get(id)
      if (known) return Promise.resolve(known)
      return new Promise((resolve) => {
        const set = waiters.get(id) ?? new Set()
        waiters.set(id, set)
        set.add(resolve)
        setTimer(() => {
          set.delete(resolve)
          resolve(undefined)
        }, ms)
      })
    },
  }
}
