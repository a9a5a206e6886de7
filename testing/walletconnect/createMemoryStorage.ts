// WalletConnect's clients keep their state in an `IKeyValueStorage`; tests keep it in memory.

/**
 * A Map-backed `IKeyValueStorage` (WalletConnect's storage interface), one per client: a test
 * that reloads a dapp's client passes the same storage again, as a browser keeps its own.
 *
 * @returns The storage, empty.
 * @example
 * const storage = createMemoryStorage()
 */
export function createMemoryStorage() {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()] as [string, T][],
    getItem: async <T>(key: string) => map.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void map.set(key, value),
    removeItem: async (key: string) => void map.delete(key),
  }
}
