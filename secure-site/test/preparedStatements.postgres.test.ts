import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/database.js'
import { DatabaseUnavailableError } from '../src/errors.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

// Issue 34: a statement with parameters is parsed and planned once per connection, then only
// bound and executed; one whose table changed shape under it costs one 503, not a broken pool.
describe('prepared statements on PostgreSQL', () => {
  let postgres: RunningPostgres
  let database: Database

  beforeAll(async () => {
    postgres = await startPostgres()
    // One connection, so that every statement below meets the same backend.
    database = await openDatabase({ url: postgres.url, limits: { poolSize: 1 } })
    await database.exec('CREATE TABLE notes (id integer PRIMARY KEY, body text)')
    await database.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'first'])
  })
  afterAll(async () => {
    await database?.close()
    await postgres?.stop()
  })

  const preparedOnThisConnection = async () =>
    (
      await database.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
      )
    ).map((row) => row.statement)

  it('prepares a statement with parameters once and runs it again without a new parse', async () => {
    const read = 'SELECT * FROM notes WHERE id = $1'
    expect(await database.query(read, [1])).toEqual([{ id: 1, body: 'first' }])
    expect(await database.query(read, [1])).toEqual([{ id: 1, body: 'first' }])
    const prepared = await preparedOnThisConnection()
    expect(prepared.filter((statement) => statement === read)).toHaveLength(1)
    // A statement without parameters (BEGIN, DDL, this very read) is not kept.
    expect(prepared).not.toContain(
      'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
    )
  })

  it('answers 503 once when a prepared statement outlived a schema change, then prepares it again', async () => {
    const read = 'SELECT * FROM notes WHERE id = $1'
    await database.query(read, [1])
    await database.exec('ALTER TABLE notes ADD COLUMN tag text')
    const stale = await database.query(read, [1]).catch((error: unknown) => error)
    expect(stale).toBeInstanceOf(DatabaseUnavailableError)
    expect((stale as DatabaseUnavailableError).code).toBe('DATABASE_UNAVAILABLE')
    // The connection was discarded; the retry meets a new one and the new shape.
    expect(await database.query(read, [1])).toEqual([{ id: 1, body: 'first', tag: null }])
  })
})
