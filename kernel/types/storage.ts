import type * as z from 'zod/mini'

/** A storage backend: the subset of Web Storage Gangway uses. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A typed storage key: a name and the schema every read is checked against. */
export type StorageKey<value> = { readonly name: string; readonly schema: z.ZodMiniType<value> }

/**
 * A zod/mini schema, or a function that builds it: built on first use (the first read), so
 * a page does not pay for building the schemas of values it has not read yet before its
 * first paint (each zod schema costs a little to build; a page's first load has dozens).
 */
export type SchemaSource<value> = z.ZodMiniType<value> | (() => z.ZodMiniType<value>)

/** A cache whose entries expire `ttl` ms after they were written (SPEC §3, §9). */
export type CacheDefinition<value> = {
  readonly name: string
  readonly ttl: number
  readonly schema: z.ZodMiniType<value>
}

export type GangwayStorage = {
  get<value>(key: StorageKey<value>): value | undefined
  set<value>(key: StorageKey<value>, value: value): void
  remove(key: StorageKey<unknown>): void
  /**
   * A fresh cached value for `id`, or `undefined` when absent, expired or corrupt.
   *
   * @example kernel.storage.getCache({ cache: caches.name, id: 'eip155:1:0xabc…' })
   */
  getCache<value>(parameters: { cache: CacheDefinition<value>; id: string }): value | undefined
  /** Stores a value for `id`; it expires `cache.ttl` ms later. */
  setCache<value>(parameters: { cache: CacheDefinition<value>; id: string; value: value }): void
  /** Drops the cached value for `id`, or every value of the cache when `id` is absent. */
  clearCache(parameters: { cache: CacheDefinition<unknown>; id?: string | undefined }): void
  /** `true` when values only live in memory (no usable localStorage). */
  readonly inMemory: boolean
}
