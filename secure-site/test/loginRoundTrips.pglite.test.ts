import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable } from '../src/database.js'
import { type Database, openDatabase } from '../src/index.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { newDevice, newEmail, type RunningSite, startSite } from './support/startSite.js'

type Counts = { statements: number; commits: number; sql: string[] }

/**
 * The database, counting what reaches it: each statement, and each commit (a statement outside
 * a transaction commits on its own; a transaction commits once).
 */
function countingDatabase(database: Database): { database: Database; counts: Counts } {
  const counts: Counts = { statements: 0, commits: 0, sql: [] }
  const note = (sql: string) => {
    counts.statements++
    counts.sql.push(sql.replace(/\s+/g, ' ').trim().slice(0, 90))
  }
  const counted = (inner: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql)
      return inner.query(sql, params)
    },
    exec: (sql) => {
      note(sql)
      return inner.exec(sql)
    },
  })
  const wrapped: Database = {
    kind: database.kind,
    query: (sql, params) => {
      counts.commits++
      note(sql)
      return database.query(sql, params)
    },
    exec: (sql) => {
      counts.commits++
      note(sql)
      return database.exec(sql)
    },
    transaction: (work, options) => {
      counts.commits++
      counts.sql.push('-- transaction')
      return database.transaction((tx) => work(counted(tx)), options)
    },
    close: () => database.close(),
  }
  return { database: wrapped, counts }
}

describe('round trips of one e-mail login (issue 34)', () => {
  let inner: Database
  let sink: SmtpSink
  let site: RunningSite
  let counts: Counts
  const clock = { now: Date.UTC(2026, 10, 29, 4) }

  beforeAll(async () => {
    inner = await openDatabase({})
    sink = await startSmtpSink()
    const counting = countingDatabase(inner)
    counts = counting.counts
    site = await startSite({
      database: counting.database,
      masterKey: randomBytes(32),
      smtpUrl: sink.url,
      sweepIntervalMs: 0,
      clock,
    })
  })
  afterAll(async () => {
    await site?.close()
    await sink?.close()
    await inner?.close()
  })

  /** One whole e-mail login (connect, the mailed code, otp) and what it cost the database. */
  const countLogin = async (email: string, device: string) => {
    counts.statements = 0
    counts.commits = 0
    counts.sql.length = 0
    expect((await site.api('/api/v1/email/connect', { body: { email }, device })).body).toEqual({
      action: 'verify-otp',
    })
    const otp = await sink.nextCode(email)
    const login = await site.api('/api/v1/email/otp', { body: { email, otp }, device })
    expect(login.status).toBe(200)
    return { statements: counts.statements, commits: counts.commits, sql: counts.sql.join('\n') }
  }

  // Before issue 34: 27 statements and 22 commits for a new address. Every limit and throttle
  // is still checked (the IP limit twice, the lock, the 30 s throttle, the mail limit, the
  // guess budget, the code's tries): what went is separate statements merged into one (the
  // rate limit's hit and sweep, the code and the one it replaces, the try and the use of a
  // code, the device and the session). Then 20 and 15; now the try's lock check, budget and
  // insert are one statement after the address's lock, the connect's lock check is part of
  // its throttle claim, and the new user's insert reads the site's CUSTODY (read twice on its
  // own before). Then 15 and 13; now the connect's claim also reads whether the wallet knows
  // the device, a right code gives its try back in the code's own statement, and a new user
  // under CUSTODY=server is one statement with its keys (no transaction), after a lookup that
  // reads CUSTODY too; the try of the wrong-code budget is one statement (a function that
  // takes the address's lock, then reads), not a transaction of BEGIN, two statements, COMMIT.
  // A returning user's lookup starts its session in the same statement; a new user's insert
  // starts it too. That is 10 round trips on the wire for a new address, 19 before. Now 8: the
  // code's statement also counts its mail against the address's limit (and issues nothing past
  // it), and the login code's statement, when the code is right, also finds the user and starts
  // a returning user's session. Now 7: the connect's throttle claim (with its lock check) is
  // made by that same statement of the code, which counts the mail and issues the code only
  // when the claim was made.
  it('a new address logs in with at most 7 statements and 7 commits, no transaction', async () => {
    const cost = await countLogin(newEmail(), newDevice())
    expect(cost.statements, cost.sql).toBeLessThanOrEqual(7)
    expect(cost.commits, cost.sql).toBeLessThanOrEqual(7)
    expect(cost.sql).not.toContain('-- transaction')
  })

  it('a returning visitor on a known device logs in with at most 6 statements and 6 commits', async () => {
    const email = newEmail()
    const device = newDevice()
    await countLogin(email, device)
    clock.now += 31_000
    const cost = await countLogin(email, device)
    expect(cost.statements, cost.sql).toBeLessThanOrEqual(6)
    expect(cost.commits, cost.sql).toBeLessThanOrEqual(6)
  })

  // Before issue 34: 6 (the session and its user were read twice: the site's guard and the
  // route's own). Then 4: the session, its user, the user's custody, the keys; now /sign's
  // guard reads the session with its user, custody and sealed keys in one statement.
  it('one signature reads the database once (the session with its user and keys)', async () => {
    const email = newEmail()
    const device = newDevice()
    clock.now += 31_000
    await site.api('/api/v1/email/connect', { body: { email }, device })
    const otp = await sink.nextCode(email)
    const login = await site.api('/api/v1/email/otp', { body: { email, otp }, device })
    const token = login.body.token as string
    const address = (login.body.user as { address: string }).address
    counts.statements = 0
    counts.sql.length = 0
    const signed = await site.api('/api/v1/sign', {
      body: { namespace: 'eip155', method: 'personal_sign', params: ['0x1234', address] },
      device,
      token,
    })
    expect(signed.status).toBe(200)
    expect(counts.statements, counts.sql.join('\n')).toBe(1)
  })
})
