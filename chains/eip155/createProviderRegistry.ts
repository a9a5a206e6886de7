import type { Provider, ProviderRegistry } from './types.js'

/**
 * The providers discovery found, per Gangway instance, so the lazily loaded adapter can use
 * them. `wait` lets a silent reconnect give a slow wallet a moment to announce itself.
 */
export function createProviderRegistry(
  setTimer: (callback: () => void, ms: number) => unknown,
): ProviderRegistry {
  const providers = new Map<string, Provider>()
  const waiters = new Map<string, Set<(provider: Provider) => void>>()
  return {
    get: (id) => providers.get(id),
    set(id, provider) {
      providers.set(id, provider)
      for (const resolve of waiters.get(id) ?? []) resolve(provider)
      waiters.delete(id)
    },
    wait(id, ms) {
      const known = providers.get(id)
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
