import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/database.js'
import { AddressLockedError } from '../src/errors.js'
import { runMigrations } from '../src/runMigrations.js'
import { loginGuessBudget, takeLoginGuess } from '../src/takeLoginGuess.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'

// Issue 34: a login's try of the wrong-code budget is one round trip (a function that takes the
// address's advisory lock, then reads and takes in a statement of its own), and concurrent
// tries on many connections still take exactly the budget.
describe('takeLoginGuess on PostgreSQL', () => {
  let postgres: RunningPostgres
  let database: Database

  beforeAll(async () => {
    postgres = await startPostgres()
    database = await openDatabase({ url: postgres.url, limits: { poolSize: 10 } })
    await runMigrations(database, Date.now())
  })
  afterAll(async () => {
    await database?.close()
    await postgres?.stop()
  })

  it('takes exactly the budget when 60 tries of one address race on 10 connections', async () => {
    const email = `race-${Date.now()}@example.com`
    const now = Date.UTC(2026, 10, 29, 12)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, () => takeLoginGuess(database, { email, now })),
    )
    const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(taken).toHaveLength(loginGuessBudget)
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(AddressLockedError)
    const [row] = await database.query<{ count: unknown }>(
      'SELECT count(*) AS count FROM login_guesses WHERE email = $1',
      [email],
    )
    expect(Number(row?.count)).toBe(loginGuessBudget)
  })

  it('costs one statement and no transaction', async () => {
    const statements: string[] = []
    const counting: Database = {
      ...database,
      query: (sql, params) => {
        statements.push(sql)
        return database.query(sql, params)
      },
      transaction: () => {
        throw new Error('no transaction expected')
      },
    }
    await takeLoginGuess(counting, { email: `one-${Date.now()}@example.com`, now: Date.now() })
    expect(statements).toHaveLength(1)
  })
})
