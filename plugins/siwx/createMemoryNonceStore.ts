import type { SiwxNonceStore } from './types.js'

/**
 * A nonce store in this process's memory: enough for one server; entries are dropped once
 * they expire. Several server processes need a shared store (`createPostgresNonceStore`).
 *
 * @param parameters - `now` for tests (default `Date.now`).
 * @returns A store for `verifySiwx({ nonceStore })`.
 * @example
 * const nonceStore = createMemoryNonceStore()
 * await verifySiwx({ message, signature, domain, nonce, nonceStore, maxAge: 600_000 })
 */
export function createMemoryNonceStore(
  parameters: { now?: (() => number) | undefined } = {},
): SiwxNonceStore {
  const now = parameters.now ?? Date.now
  const used = new Map<string, number>()
  return {
    async consume(nonce, expiresAt) {
      const time = now()
      for (const [key, until] of used) if (until <= time) used.delete(key)
      if (used.has(nonce)) return false
      used.set(nonce, expiresAt.getTime())
      return true
    },
  }
}
