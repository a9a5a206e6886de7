import type { CacheDefinition } from './storage.js'
import type { Kernel } from './types.js'

/** SPEC §4: after a failed read, the same read is not tried again for 30 s. */
export const failedReadRetryGap = 30_000

export type CachedReadParameters<value, stored> = {
  /** Where fresh results live (SPEC §9 lifetimes: 30 s balances, 5 min names). */
  cache: CacheDefinition<stored>
  /** What is read, e.g. `eip155:1:0xabc…`. */
  id: string
  read(): Promise<value>
  /** JSON-safe form for the cache (e.g. bigint → string) and back. */
  toStored(value: value): stored
  fromStored(stored: stored): value
  /** Wraps the failure (and the refusal during the retry gap) in a domain error. */
  toError(cause?: unknown): Error
}

export type CachedRead = <value, stored>(
  parameters: CachedReadParameters<value, stored>,
) => Promise<value>

/**
 * Creates a reader that answers from a TTL cache, reads when the entry is missing or stale,
 * and after a failure refuses the same read for 30 s (SPEC §4 "Balances"). Each chain
 * adapter creates one; the failure times are its own, never shared between instances.
 *
 * @example
 * const readCached = createCachedRead(kernel)
 * const balances = await readCached({ cache: caches.portfolio, id, read, ...portfolioCodec, toError })
 */
export function createCachedRead(kernel: Kernel): CachedRead {
  const failures = new Map<string, number>()
  return async (parameters) => {
    const { cache, id } = parameters
    const key = `${cache.name}/${id}`
    const cached = kernel.storage.getCache({ cache, id })
    if (cached !== undefined) return parameters.fromStored(cached)
    const failedAt = failures.get(key)
    if (failedAt !== undefined && kernel.env.now() - failedAt < failedReadRetryGap)
      throw parameters.toError()
    try {
      const value = await parameters.read()
      failures.delete(key)
      kernel.storage.setCache({ cache, id, value: parameters.toStored(value) })
      return value
    } catch (error) {
      failures.set(key, kernel.env.now())
      throw parameters.toError(error)
    }
  }
}
