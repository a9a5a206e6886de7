import * as z from 'zod/mini'
import type { Logger } from './logger.js'
import { namespacePattern } from './namespacePattern.js'
import type { CacheDefinition, GangwayStorage, SchemaSource, StorageKey } from './types/storage.js'
import type { Namespace, StorageBackend } from './types.js'

export type { CacheDefinition, GangwayStorage, SchemaSource, StorageKey } from './types/storage.js'

/** The schema of `source`, built once, when first asked for. */
export function lazySchema<value>(source: SchemaSource<value>): () => z.ZodMiniType<value> {
  if (typeof source !== 'function') return () => source
  let built: z.ZodMiniType<value> | undefined
  return () => (built ??= source())
}

/**
 * Declares a storage key; plugins declare theirs the same way.
 *
 * @param parameters - `name` (under the instance's prefix) and `schema` (zod/mini, or a
 *   function that builds it on first use): a stored value that does not fit it is dropped
 *   when read, never thrown.
 * @returns The key for `kernel.storage.get/set/remove`.
 * @example
 * const pledgesKey = defineStorageKey({ name: 'tip-jar/pledges', schema: () => z.array(z.number()) })
 */
export function defineStorageKey<value>(parameters: {
  name: string
  schema: SchemaSource<value>
}): StorageKey<value> {
  const schema = lazySchema(parameters.schema)
  return {
    name: parameters.name,
    get schema() {
      return schema()
    },
  }
}

/**
 * Declares a cache for `kernel.storage.getCache/setCache/clearCache`.
 *
 * @param parameters - `name`, `ttl` (ms an entry stays fresh) and `schema` (zod/mini, or a
 *   function that builds it on first use) of a value.
 * @returns The cache definition.
 * @example
 * const balanceCache = defineCache({ name: 'cache/toy-balance', ttl: 30_000, schema: z.string() })
 */
export function defineCache<value>(parameters: {
  name: string
  ttl: number
  schema: SchemaSource<value>
}): CacheDefinition<value> {
  const schema = lazySchema(parameters.schema)
  return {
    name: parameters.name,
    ttl: parameters.ttl,
    get schema() {
      return schema()
    },
  }
}

/** A map keyed by namespace; every key optional. */
export const byNamespace = <value>(schema: z.ZodMiniType<value>) =>
  // A refine, not z.record: the record schema would add half a kilobyte to the first bundle.
  z
    .unknown()
    .check(
      z.refine(
        (map) =>
          typeof map === 'object' &&
          map !== null &&
          Object.entries(map).every(
            ([namespace, item]) =>
              namespacePattern.test(namespace) && schema.safeParse(item).success,
          ),
      ),
    ) as unknown as z.ZodMiniType<Readonly<Record<Namespace, value>>>
/** A namespace (`eip155`), built at first use like every schema read at start-up. */
export const namespaceSchema = lazySchema(() => z.string().check(z.regex(namespacePattern)))
/** A CAIP-2 network id (`eip155:1`). */
export const caipNetworkIdSchema = lazySchema(() =>
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
)

/** The stored values read when an instance starts; the rest are in `storageKeys`. */
export const startKeys = {
  activeNamespace: defineStorageKey({ name: 'active-namespace', schema: namespaceSchema }),
  activeCaipNetworkIds: defineStorageKey({
    name: 'active-network',
    schema: () => byNamespace(caipNetworkIdSchema()),
  }),
  recentWallets: defineStorageKey({ name: 'recent-wallets', schema: () => z.array(z.string()) }),
  connectionStatus: defineStorageKey({
    name: 'connection-status',
    schema: () => z.enum(['connected', 'disconnected']),
  }),
} as const

const cacheEntriesSchema = lazySchema(() =>
  z.array(z.object({ id: z.string(), timestamp: z.number(), value: z.unknown() })),
)

export type CreateStorageParameters = {
  /** Defaults to `localStorage` when usable, else memory. */
  backend?: StorageBackend | undefined
  /** Key prefix; defaults to `@gangway/`. */
  prefix?: string | undefined
  log: Logger
  now(): number
}

/** A Map-backed backend, used on servers and when Web Storage is unusable. */
export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** `localStorage` when this page can write to it, else `undefined`. */
export function detectLocalStorage(): StorageBackend | undefined {
  try {
    const storage = globalThis.localStorage
    if (!storage) return undefined
    const probe = '@gangway/probe'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined // Safari private mode, disabled storage, sandboxed frames
  }
}

/**
 * Typed, validated storage. A corrupt or outdated entry is dropped and logged at debug
 * level, never thrown; a backend that throws (quota, private mode) falls back to memory.
 * `localStorage` is first touched by the first read or write: its first access loads the
 * page's whole storage area, which need not happen before the page's first paint.
 */
export function createStorage(parameters: CreateStorageParameters): GangwayStorage {
  const { log, now } = parameters
  const prefix = parameters.prefix ?? '@gangway/'
  const memory = createMemoryBackend()
  let chosen = parameters.backend
  const backendOf = () => (chosen ??= detectLocalStorage() ?? memory)

  function fallBack(error: unknown) {
    log.debug('storage unusable, keeping values in memory', error)
    chosen = memory
  }

  function readRaw(name: string): string | null {
    try {
      return backendOf().getItem(prefix + name)
    } catch (error) {
      fallBack(error)
      return memory.getItem(prefix + name)
    }
  }

  function writeRaw(name: string, value: string) {
    try {
      backendOf().setItem(prefix + name, value)
    } catch (error) {
      fallBack(error)
      memory.setItem(prefix + name, value)
    }
  }

  function removeRaw(name: string) {
    try {
      backendOf().removeItem(prefix + name)
    } catch (error) {
      fallBack(error)
    }
    memory.removeItem(prefix + name)
  }

  /** `schema` is built only when there is something to check: an empty key builds nothing. */
  function read<value>(name: string, schema: () => z.ZodMiniType<value>): value | undefined {
    const raw = readRaw(name)
    if (raw === null) return undefined
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      log.debug(`dropped corrupt storage entry "${name}" (not JSON)`)
      removeRaw(name)
      return undefined
    }
    const result = schema().safeParse(json)
    if (!result.success) {
      log.debug(`dropped outdated storage entry "${name}"`, result.error.issues)
      removeRaw(name)
      return undefined
    }
    return result.data
  }

  return {
    get: (key) => read(key.name, () => key.schema),
    set(key, value) {
      writeRaw(key.name, JSON.stringify(value))
    },
    remove(key) {
      removeRaw(key.name)
    },
    getCache({ cache, id }) {
      const entry = read(cache.name, cacheEntriesSchema)?.find((e) => e.id === id)
      if (!entry || now() - entry.timestamp >= cache.ttl || entry.timestamp > now())
        return undefined
      const result = cache.schema.safeParse(entry.value)
      if (!result.success) {
        log.debug(`dropped corrupt cache entry "${cache.name}/${id}"`)
        return undefined
      }
      return result.data
    },
    setCache({ cache, id, value }) {
      const at = now()
      // Drop expired entries while writing so caches never grow without bound.
      const fresh = (read(cache.name, cacheEntriesSchema) ?? []).filter(
        (entry) => entry.id !== id && at - entry.timestamp < cache.ttl,
      )
      writeRaw(cache.name, JSON.stringify([...fresh, { id, timestamp: at, value }]))
    },
    clearCache({ cache, id }) {
      const entries = id === undefined ? [] : (read(cache.name, cacheEntriesSchema) ?? [])
      const rest = entries.filter((entry) => entry.id !== id)
      if (rest.length) writeRaw(cache.name, JSON.stringify(rest))
      else removeRaw(cache.name)
    },
    get inMemory() {
      return backendOf() === memory
    },
  }
}
