import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  type CacheDefinition,
  type CachedBalance,
  caches,
  createKernel,
  defineCache,
  defineStorageKey,
  type StorageKey,
  storageKeys,
} from '../../../kernel/internal.js'
import { frameStorageKeys } from '../../../plugins/embedded/frameStorageKeys.js'
import { countSchemas } from '../../support/countSchemas.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { startKernel } from './support.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const allKeys = { ...storageKeys, ...frameStorageKeys }

/** One valid value per stored value of SPEC §3; a new key needs a sample here. */
const samples: { [name in keyof typeof allKeys]: unknown[] } = {
  activeNamespace: ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'],
  activeCaipNetworkIds: [
    {},
    { eip155: 'eip155:8453', solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  ],
  recentWallets: [[], ['io.metamask', 'rainbow']],
  connectionStatus: ['connected', 'disconnected'],
  connectedConnectorIds: [{ eip155: 'io.metamask', solana: 'phantom' }],
  connectedNamespaces: [['eip155', 'bip122']],
  disconnected: [true, false],
  recentConnectorId: ['walletConnect'],
  deepLinkChoice: [{ href: 'rainbow://', name: 'Rainbow' }],
  preferredAccountTypes: [{ eip155: 'smartAccount', solana: 'eoa', bip122: 'payment' }],
  requestedChains: [{ eip155: ['eip155:1', 'eip155:10'] }],
  connectionSnapshot: [
    {
      activeNamespace: 'eip155',
      connections: [
        {
          namespace: 'eip155',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          caipNetworkId: 'eip155:1',
          connector: { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' },
        },
      ],
    },
  ],
  frameEmailLoginUsed: [true],
  frameEmail: ['visitor@example.com'],
  frameLastEmailLoginTime: [1_700_000_000_000],
  frameLastUsedChain: [1, 137],
  frameSocialUsername: ['visitor'],
}

/** A value no schema of ours accepts. */
const invalid = [{ certainly: 'not valid' }]

describe('storage keys', () => {
  it('has a sample for every key, and every key has its own name', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(allKeys).sort())
    const names = Object.values(allKeys).map((key) => key.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it.each(Object.entries(samples))('%s round-trips', (name, values) => {
    const key = allKeys[name as keyof typeof allKeys] as StorageKey<unknown>
    const kernel = startKernel()
    for (const value of values) {
      kernel.storage.set(key, value)
      expect(kernel.backend.map.get(`@gangway/${key.name}`)).toBe(JSON.stringify(value))
      expect(kernel.storage.get(key)).toEqual(value)
    }
    kernel.storage.remove(key)
    expect(kernel.storage.get(key)).toBeUndefined()
    expect(kernel.backend.map.has(`@gangway/${key.name}`)).toBe(false)
    kernel.destroy()
  })

  it.each(Object.keys(samples))('%s rejects a value of the wrong shape', (name) => {
    const key = allKeys[name as keyof typeof allKeys] as StorageKey<unknown>
    const kernel = startKernel()
    kernel.backend.map.set(`@gangway/${key.name}`, JSON.stringify(invalid))
    expect(kernel.storage.get(key)).toBeUndefined()
    kernel.destroy()
  })

  it('rejects values SPEC §3 and §5 rule out', () => {
    const kernel = startKernel()
    const stored = (key: StorageKey<unknown>, value: unknown) => {
      kernel.backend.map.set(`@gangway/${key.name}`, JSON.stringify(value))
      return kernel.storage.get(key)
    }
    expect(stored(storageKeys.activeNamespace, 'Not a namespace')).toBeUndefined()
    expect(stored(storageKeys.activeCaipNetworkIds, { eip155: 'mainnet' })).toBeUndefined()
    expect(stored(frameStorageKeys.frameEmail, 'not-an-email')).toBeUndefined()
    // The provider stores the eip155 chain id it switched to, a number.
    expect(stored(frameStorageKeys.frameLastUsedChain, 'eip155:1')).toBeUndefined()
    expect(stored(storageKeys.preferredAccountTypes, { eip155: 'multisig' })).toBeUndefined()
    kernel.destroy()
  })

  it('uses the prefix it is given', () => {
    const kernel = startKernel({ storagePrefix: 'shop/' })
    kernel.storage.set(storageKeys.recentConnectorId, 'io.metamask')
    expect([...kernel.backend.map.keys()]).toEqual(['shop/recent-connector'])
    kernel.destroy()
  })
})

describe('declaring keys and caches', () => {
  it('takes one object: a key by name and schema, a cache by name, ttl and schema', () => {
    let now = 1_000
    const kernel = startKernel({}, { env: { now: () => now } })
    const pledges = defineStorageKey({ name: 'tip-jar/pledges', schema: z.array(z.number()) })
    expect(pledges.name).toBe('tip-jar/pledges')
    kernel.storage.set(pledges, [5, 10])
    expect(kernel.storage.get(pledges)).toEqual([5, 10])
    const totals = defineCache({ name: 'cache/tip-jar', ttl: 100, schema: z.number() })
    expect(totals).toMatchObject({ name: 'cache/tip-jar', ttl: 100 })
    kernel.storage.setCache({ cache: totals, id: 'eur', value: 15 })
    expect(kernel.storage.getCache({ cache: totals, id: 'eur' })).toBe(15)
    now += 100
    expect(kernel.storage.getCache({ cache: totals, id: 'eur' })).toBeUndefined()
    kernel.destroy()
  })
})

describe('schemas built on first use (issue 15: nothing is built before a page needs it)', () => {
  it('a key or cache given a function builds its schema at the first read, once', () => {
    const kernel = startKernel({})
    const buildKey = vi.fn(() => z.array(z.number()))
    const buildCache = vi.fn(() => z.number())
    const pledges = defineStorageKey({ name: 'tip-jar/pledges', schema: buildKey })
    const totals = defineCache({ name: 'cache/tip-jar', ttl: 100, schema: buildCache })
    kernel.storage.set(pledges, [5])
    kernel.storage.setCache({ cache: totals, id: 'eur', value: 15 })
    expect(buildKey).not.toHaveBeenCalled()
    expect(buildCache).not.toHaveBeenCalled()
    expect(kernel.storage.get(pledges)).toEqual([5])
    expect(kernel.storage.get(pledges)).toEqual([5])
    expect(kernel.storage.getCache({ cache: totals, id: 'eur' })).toBe(15)
    expect(buildKey).toHaveBeenCalledTimes(1)
    expect(buildCache).toHaveBeenCalledTimes(1)
    // A built schema still refuses what does not fit it.
    kernel.storage.set(pledges, ['five'] as never)
    expect(kernel.storage.get(pledges)).toBeUndefined()
    kernel.destroy()
  })

  it('loading the kernel and starting an instance builds only the schemas they use', async () => {
    const built = await countSchemas(async () => {
      vi.resetModules()
      const { createKernel } = await import('../../../kernel/index.js')
      createKernel({ metadata: { name: 'Shop' }, storage: memoryStorage() }).destroy()
    })
    // 174 when every key's, cache's and option's schema was built at load; 47 with the
    // initial-state snapshot's built at load and every start-up key's schema built even when
    // the key is empty; 18 now (the options the host passed).
    expect(built).toBeLessThanOrEqual(20)
  })
})

describe('corrupt entries', () => {
  it('drops corrupt JSON, removes it and logs at debug level, never throws', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const kernel = startKernel({ logLevel: 'debug' })
    kernel.backend.map.set('@gangway/recent-wallets', '["io.metamask",')
    expect(kernel.storage.get(storageKeys.recentWallets)).toBeUndefined()
    expect(kernel.backend.map.has('@gangway/recent-wallets')).toBe(false)
    expect(debug).toHaveBeenCalledWith(
      '[gangway] dropped corrupt storage entry "recent-wallets" (not JSON)',
    )
    kernel.destroy()
  })

  it('drops a schema-invalid (outdated) entry, removes it and logs at debug level', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const kernel = startKernel({ logLevel: 'debug' })
    kernel.backend.map.set('@gangway/recent-wallets', '[1, 2]')
    expect(kernel.storage.get(storageKeys.recentWallets)).toBeUndefined()
    expect(kernel.backend.map.has('@gangway/recent-wallets')).toBe(false)
    expect(debug).toHaveBeenCalledWith(
      '[gangway] dropped outdated storage entry "recent-wallets"',
      expect.any(Array),
    )
    kernel.destroy()
  })

  it('logs nothing above debug level for a corrupt entry', () => {
    const spies = (['info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    )
    const kernel = startKernel({ logLevel: 'info' })
    kernel.backend.map.set('@gangway/disconnected', 'nope')
    expect(kernel.storage.get(storageKeys.disconnected)).toBeUndefined()
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    kernel.destroy()
  })

  it('a corrupt stored start state does not stop an instance from starting', () => {
    const storage = memoryStorage({
      '@gangway/recent-wallets': '{',
      '@gangway/active-network': '{"eip155": 5}',
      '@gangway/active-namespace': '"Not a namespace"',
      '@gangway/connection-status': 'connected',
    })
    const kernel = startKernel({ storage })
    expect(kernel.connections.recentWallets()).toEqual([])
    expect(storage.map.size).toBe(0)
    kernel.destroy()
  })
})

describe('in-memory fallback', () => {
  it('uses memory when localStorage is missing (server rendering)', () => {
    const kernel = createKernel({ logLevel: 'silent' })
    expect(globalThis.localStorage).toBeUndefined()
    expect(kernel.storage.inMemory).toBe(true)
    kernel.storage.set(storageKeys.recentWallets, ['a'])
    expect(kernel.storage.get(storageKeys.recentWallets)).toEqual(['a'])
    kernel.destroy()
  })

  it('uses localStorage when it works', () => {
    const local = memoryStorage()
    vi.stubGlobal('localStorage', local)
    const kernel = createKernel({ logLevel: 'silent' })
    expect(kernel.storage.inMemory).toBe(false)
    kernel.storage.set(storageKeys.recentWallets, ['a'])
    expect(local.map.get('@gangway/recent-wallets')).toBe('["a"]')
    expect(local.map.has('@gangway/probe')).toBe(false)
    kernel.destroy()
  })

  it('uses memory when reading localStorage throws (Safari private mode, sandboxed frames)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    try {
      const kernel = createKernel({ logLevel: 'silent' })
      expect(kernel.storage.inMemory).toBe(true)
      kernel.storage.set(storageKeys.disconnected, true)
      expect(kernel.storage.get(storageKeys.disconnected)).toBe(true)
      kernel.destroy()
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })

  it('uses memory when localStorage refuses writes', () => {
    const local = memoryStorage()
    local.failWith = new DOMException('Quota exceeded', 'QuotaExceededError')
    vi.stubGlobal('localStorage', local)
    const kernel = createKernel({ logLevel: 'silent' })
    expect(kernel.storage.inMemory).toBe(true)
    kernel.destroy()
  })

  it('falls back to memory when the backend starts throwing (quota), and keeps working', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const kernel = startKernel({ logLevel: 'debug' })
    kernel.storage.set(storageKeys.recentConnectorId, 'first')
    expect(kernel.storage.inMemory).toBe(false)
    const quota = new DOMException('Quota exceeded', 'QuotaExceededError')
    kernel.backend.failWith = quota
    expect(() => kernel.storage.set(storageKeys.recentWallets, ['a', 'b'])).not.toThrow()
    expect(kernel.storage.inMemory).toBe(true)
    expect(kernel.storage.get(storageKeys.recentWallets)).toEqual(['a', 'b'])
    expect(() => kernel.storage.remove(storageKeys.recentWallets)).not.toThrow()
    expect(kernel.storage.get(storageKeys.recentWallets)).toBeUndefined()
    expect(debug).toHaveBeenCalledWith(
      '[gangway] storage unusable, keeping values in memory',
      quota,
    )
    kernel.destroy()
  })

  it('falls back to memory when reads throw', () => {
    const kernel = startKernel()
    kernel.backend.failWith = new Error('SecurityError')
    expect(kernel.storage.get(storageKeys.recentWallets)).toBeUndefined()
    expect(kernel.storage.inMemory).toBe(true)
    kernel.storage.setCache({ cache: caches.name, id: '0xabc', value: 'vitalik.eth' })
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xabc' })).toBe('vitalik.eth')
    kernel.destroy()
  })
})

const balance = (symbol: string): CachedBalance => ({
  name: symbol,
  symbol,
  caipNetworkId: 'eip155:1',
  value: '1500000000000000000',
  decimals: 18,
  formatted: '1.5',
  price: 3000,
})

describe('TTL caches (SPEC §9)', () => {
  it('portfolio and native balance live 30 s, name and identity 5 min', () => {
    expect(caches.portfolio.ttl).toBe(30_000)
    expect(caches.nativeBalance.ttl).toBe(30_000)
    expect(caches.name.ttl).toBe(300_000)
    expect(caches.identity.ttl).toBe(300_000)
  })

  it.each<[string, CacheDefinition<unknown>, unknown]>([
    ['portfolio', caches.portfolio, [balance('ETH'), balance('USDC')]],
    ['native balance', caches.nativeBalance, balance('ETH')],
    ['name', caches.name, 'vitalik.eth'],
    ['identity', caches.identity, { name: 'vitalik.eth', avatar: null }],
  ])('a %s entry is fresh until its lifetime ends, exactly', (_, cache, value) => {
    let now = 1_000_000
    const kernel = startKernel({}, { env: { now: () => now } })
    kernel.storage.setCache({ cache, id: '0xabc', value })
    expect(kernel.storage.getCache({ cache, id: '0xabc' })).toEqual(value)
    now += cache.ttl - 1
    expect(kernel.storage.getCache({ cache, id: '0xabc' })).toEqual(value)
    now += 1
    expect(kernel.storage.getCache({ cache, id: '0xabc' })).toBeUndefined()
    kernel.destroy()
  })

  it('keeps entries per id, and drops expired ones when writing', () => {
    let now = 0
    const kernel = startKernel({}, { env: { now: () => now } })
    kernel.storage.setCache({ cache: caches.name, id: '0xa', value: 'a.eth' })
    now = 200_000
    kernel.storage.setCache({ cache: caches.name, id: '0xb', value: 'b.eth' })
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xa' })).toBe('a.eth')
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xb' })).toBe('b.eth')
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xc' })).toBeUndefined()
    now = 300_000
    kernel.storage.setCache({ cache: caches.name, id: '0xc', value: null })
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xc' })).toBeNull()
    const stored = JSON.parse(kernel.backend.map.get('@gangway/cache/name')!)
    expect(stored).toEqual([
      { id: '0xb', timestamp: 200_000, value: 'b.eth' },
      { id: '0xc', timestamp: 300_000, value: null },
    ])
    kernel.destroy()
  })

  it('a newer write for the same id replaces the older one', () => {
    let now = 0
    const kernel = startKernel({}, { env: { now: () => now } })
    kernel.storage.setCache({ cache: caches.name, id: '0xa', value: 'old.eth' })
    now = 10
    kernel.storage.setCache({ cache: caches.name, id: '0xa', value: 'new.eth' })
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xa' })).toBe('new.eth')
    expect(JSON.parse(kernel.backend.map.get('@gangway/cache/name')!)).toHaveLength(1)
    kernel.destroy()
  })

  it('ignores an entry stamped in the future (a clock that went back)', () => {
    const kernel = startKernel({}, { env: { now: () => 1_000 } })
    kernel.backend.map.set(
      '@gangway/cache/name',
      JSON.stringify([{ id: '0xa', timestamp: 5_000, value: 'a.eth' }]),
    )
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xa' })).toBeUndefined()
    kernel.destroy()
  })

  it('drops a corrupt cache, or an entry whose value has the wrong shape', () => {
    const kernel = startKernel({}, { env: { now: () => 1_000 } })
    kernel.backend.map.set('@gangway/cache/identity', '[{"id":')
    expect(kernel.storage.getCache({ cache: caches.identity, id: '0xa' })).toBeUndefined()
    expect(kernel.backend.map.has('@gangway/cache/identity')).toBe(false)
    kernel.backend.map.set(
      '@gangway/cache/identity',
      JSON.stringify([{ id: '0xa', timestamp: 1_000, value: { name: 7 } }]),
    )
    expect(kernel.storage.getCache({ cache: caches.identity, id: '0xa' })).toBeUndefined()
    kernel.destroy()
  })

  it('clears one id, or the whole cache', () => {
    const kernel = startKernel({}, { env: { now: () => 1_000 } })
    kernel.storage.setCache({ cache: caches.name, id: '0xa', value: 'a.eth' })
    kernel.storage.setCache({ cache: caches.name, id: '0xb', value: 'b.eth' })
    kernel.storage.clearCache({ cache: caches.name, id: '0xa' })
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xa' })).toBeUndefined()
    expect(kernel.storage.getCache({ cache: caches.name, id: '0xb' })).toBe('b.eth')
    kernel.storage.clearCache({ cache: caches.name })
    expect(kernel.backend.map.has('@gangway/cache/name')).toBe(false)
    kernel.destroy()
  })
})

describe('storage properties', () => {
  const key = defineStorageKey({
    name: 'property/recent',
    schema: storageKeys.recentWallets.schema,
  })

  it('any valid value round-trips', () => {
    const kernel = startKernel()
    fc.assert(
      fc.property(fc.array(fc.string()), (value) => {
        kernel.storage.set(key, value)
        expect(kernel.storage.get(key)).toEqual(value)
      }),
    )
    fc.assert(
      fc.property(
        fc.record(
          { eip155: fc.constantFrom('eoa', 'smartAccount'), bip122: fc.constant('payment') },
          { requiredKeys: [] },
        ),
        (value) => {
          kernel.storage.set(storageKeys.preferredAccountTypes, value as never)
          expect(kernel.storage.get(storageKeys.preferredAccountTypes)).toEqual(value)
        },
      ),
    )
    kernel.destroy()
  })

  it('any raw text is either read back as a valid value or dropped and removed, never thrown', () => {
    const kernel = startKernel()
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.array(fc.string()).map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(raw, (text) => {
        kernel.backend.map.set('@gangway/property/recent', text)
        const value = kernel.storage.get(key)
        if (value === undefined) {
          expect(kernel.backend.map.has('@gangway/property/recent')).toBe(false)
        } else {
          expect(Array.isArray(value) && value.every((item) => typeof item === 'string')).toBe(true)
          expect(value).toEqual(JSON.parse(text))
        }
      }),
      { numRuns: 500 },
    )
    kernel.destroy()
  })

  it('every key survives random stored JSON without throwing', () => {
    const kernel = startKernel()
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(allKeys)),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (storageKey, text) => {
          kernel.backend.map.set(`@gangway/${storageKey.name}`, text)
          expect(() => kernel.storage.get(storageKey as StorageKey<unknown>)).not.toThrow()
        },
      ),
      { numRuns: 500 },
    )
    kernel.destroy()
  })

  it('caches survive random stored JSON and never return a stale value', () => {
    let now = 0
    const kernel = startKernel({}, { env: { now: () => now } })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (text, written, read) => {
          kernel.backend.map.set('@gangway/cache/name', text)
          expect(() => kernel.storage.getCache({ cache: caches.name, id: '0xa' })).not.toThrow()
          kernel.storage.clearCache({ cache: caches.name })
          now = written
          kernel.storage.setCache({ cache: caches.name, id: '0xa', value: 'a.eth' })
          now = written + read
          expect(kernel.storage.getCache({ cache: caches.name, id: '0xa' })).toBe(
            read < caches.name.ttl ? 'a.eth' : undefined,
          )
        },
      ),
    )
    kernel.destroy()
  })
})
