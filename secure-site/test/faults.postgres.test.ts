import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Mail, Mailer, SecureSiteOptions } from '../src/index.js'
import { type RunningPostgres, startPostgres } from './support/startPostgres.js'
import { newDevice, newEmail, type RunningSite, startSite } from './support/startSite.js'

type Answer = {
  status: number
  retryAfter: string | null
  body: Record<string, unknown>
  /** How long the visitor waited for the answer (ms). */
  elapsedMs: number
}

type Session = { token: string; device: string }

// The site connects as a plain role: only then do per-role connection limits apply.
const siteRole = 'site'

describe('secure-site on PostgreSQL when the database fails', () => {
  let postgres: RunningPostgres
  // Everything the process would die of: an unhandled 'error' event lands here.
  const processFaults: unknown[] = []
  const recordFault = (error: unknown) => processFaults.push(error)
  const masterKey = randomBytes(32)
  const clock = { now: Date.UTC(2026, 10, 22, 12) }
  const mails: Mail[] = []
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail)
    },
    close() {},
  }
  const running: RunningSite[] = []
  const outsiders: pg.Client[] = []
  let databaseCount = 0

  beforeAll(async () => {
    postgres = await startPostgres()
    const admin = await outsider()
    await admin.query(`CREATE ROLE ${siteRole} LOGIN PASSWORD '${siteRole}'`)
    process.on('uncaughtException', recordFault)
    process.on('unhandledRejection', recordFault)
  })
  afterEach(async () => {
    // Outsiders first: their locks would keep the site's connections busy.
    for (const client of outsiders.splice(0)) await client.end().catch(() => undefined)
    for (const site of running.splice(0)) await site.close()
    const admin = await outsider()
    await admin.query(`ALTER ROLE ${siteRole} CONNECTION LIMIT -1`)
    processFaults.splice(0)
  })
  afterAll(async () => {
    process.off('uncaughtException', recordFault)
    process.off('unhandledRejection', recordFault)
    for (const client of outsiders.splice(0)) await client.end().catch(() => undefined)
    await postgres?.stop()
  })

  /** A connection from outside the site (an operator, another program): the superuser. */
  const outsider = async (database = 'secure_site', user = 'gangway') => {
    const url = new URL(postgres.url)
    url.pathname = `/${database}`
    url.username = user
    url.password = user
    const client = new pg.Client({ connectionString: url.toString() })
    // The faults below end these connections too; that is expected here.
    client.on('error', () => undefined)
    await client.connect()
    outsiders.push(client)
    return client
  }

  /** A site on its own fresh database, connecting as the plain role. */
  const openSite = async (overrides: Partial<SecureSiteOptions> = {}) => {
    const database = `faults_${++databaseCount}`
    const admin = await outsider()
    await admin.query(`CREATE DATABASE ${database} OWNER ${siteRole}`)
    const url = new URL(postgres.url)
    url.pathname = `/${database}`
    url.username = siteRole
    url.password = siteRole
    const site = await startSite({
      databaseUrl: url.toString(),
      masterKey,
      mailer,
      ipRateLimit: 10_000,
      clock,
      ...overrides,
    })
    running.push(site)
    return { site, database }
  }

  const call = async (
    site: RunningSite,
    path: string,
    { body, device, token }: { body?: unknown; device?: string; token?: string } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { origin: site.url }
    if (device !== undefined) headers['x-gangway-device'] = device
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const startedAt = performance.now()
    // A hang fails the test here, with its path, instead of at the test's own timeout.
    const response = await fetch(`${site.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(6_000),
    }).catch((error: unknown) => {
      throw new Error(`${path} did not answer within 6 s`, { cause: error })
    })
    const text = await response.text()
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text },
      elapsedMs: performance.now() - startedAt,
    }
  }

  const sendCode = async (site: RunningSite, email: string, device: string) => {
    const connect = await call(site, '/api/v1/email/connect', { body: { email }, device })
    expect(connect.status).toBe(200)
    const mail = [...mails].reverse().find((entry) => entry.to === email)
    const code = mail?.text.match(/\b\d{6}\b/)?.[0]
    if (code === undefined) throw new Error(`No code was mailed to ${email}`)
    return code
  }

  const login = async (site: RunningSite): Promise<Session> => {
    const email = newEmail()
    const device = newDevice()
    const otp = await sendCode(site, email, device)
    const verified = await call(site, '/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
    return { token: verified.body.token as string, device }
  }

  const checkSession = (site: RunningSite, session: Session) =>
    call(site, '/api/v1/session', session)

  /** Waits until `count` of the site's backends wait on a lock; returns their ids. */
  const lockWaiters = async (database: string, count: number) => {
    const admin = await outsider()
    return vi.waitFor(
      async () => {
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = $1 AND usename = $2 AND wait_event_type = 'Lock'`,
          [database, siteRole],
        )
        if (rows.length < count)
          throw new Error(`Only ${rows.length} of ${count} requests waited on the lock`)
        return rows.map((row) => row.pid)
      },
      { timeout: 4_000, interval: 20 },
    )
  }

  const expectUnavailable = (answer: Answer, withinMs: number) => {
    expect(answer).toMatchObject({
      status: 503,
      body: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
    })
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(answer.elapsedMs).toBeLessThan(withinMs)
  }

  it('keeps serving when the backend of a request inside a transaction is terminated (57P01)', async () => {
    const { site, database } = await openSite()
    const email = newEmail()
    const device = newDevice()
    const otp = await sendCode(site, email, device)
    // SHARE blocks the new user's INSERT INTO user_keys, not the reads before it: the
    // request waits inside its statement (users, keys and session in one), after the lookup.
    const locker = await outsider(database)
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE user_keys IN SHARE MODE')
    const pending = call(site, '/api/v1/email/otp', { body: { email, otp }, device })
    const [pid] = await lockWaiters(database, 1)
    const admin = await outsider()
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    const answer = await pending
    await locker.query('ROLLBACK')
    // The instance is alive (no unhandled 'error' event) and its pool works.
    await login(site)
    expect(processFaults).toEqual([])
    expectUnavailable(answer, 3_000)
  })

  it('keeps serving when the backend of an explicit transaction is terminated between its statements (57P01)', async () => {
    // The e-mail login no longer opens a transaction (one statement per step); the routes
    // that do (custody, e-mail change, names, social sign-up) hold a checked-out client while
    // their code runs between statements: idle in transaction, no query to take the error.
    const { site, database } = await openSite()
    let resume = () => {}
    const between = new Promise<void>((resolve) => {
      resume = resolve
    })
    const pending = site.site.database
      .transaction(async (tx) => {
        await tx.query('SELECT count(*) FROM users')
        await between
        await tx.query('SELECT count(*) FROM users')
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      )
    const admin = await outsider()
    const pid = await vi.waitFor(async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = $1 AND usename = $2 AND state = 'idle in transaction'`,
        [database, siteRole],
      )
      if (!rows[0]) throw new Error('the transaction is not idle yet')
      return rows[0].pid
    })
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    // The client hears the termination while idle: an 'error' event with no query to take it.
    await vi.waitFor(async () => {
      const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])
      if (rows.length) throw new Error('the backend is still there')
    })
    resume()
    expect(await pending).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
    await login(site)
    expect(processFaults).toEqual([])
  })

  it('answers session checks while an outside lock holds rate_limits, and the limited requests 503 within the statement timeout', async () => {
    // The default pool (10): every connection ends up waiting on the lock.
    const { site, database } = await openSite({ databaseLimits: { statementTimeoutMs: 1_000 } })
    const session = await login(site)
    const locker = await outsider(database)
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE rate_limits IN SHARE MODE')
    const limited = Array.from({ length: 10 }, () =>
      call(site, '/api/v1/email/connect', { body: { email: newEmail() }, device: newDevice() }),
    )
    await lockWaiters(database, 10)
    const check = await checkSession(site, session)
    expect(check.status).toBe(200)
    expect(check.elapsedMs).toBeLessThan(2_500)
    for (const answer of await Promise.all(limited)) expectUnavailable(answer, 3_000)
    await locker.query('ROLLBACK')
    expect((await checkSession(site, session)).status).toBe(200)
    expect(processFaults).toEqual([])
  })

  it('answers 503 with Retry-After while PostgreSQL is down, /readyz 503 and /healthz 200, and serves again once it is back', async () => {
    const { site, database } = await openSite({ databaseLimits: { connectTimeoutMs: 1_000 } })
    const session = await login(site)
    expect((await call(site, '/readyz')).status).toBe(200)
    // A request inside a transaction when the server shuts down gets 57P01, like above.
    const email = newEmail()
    const device = newDevice()
    const otp = await sendCode(site, email, device)
    const locker = await outsider(database)
    await locker.query('BEGIN')
    await locker.query('LOCK TABLE user_keys IN SHARE MODE')
    const pending = call(site, '/api/v1/email/otp', { body: { email, otp }, device })
    await lockWaiters(database, 1)
    await postgres.halt()
    try {
      expectUnavailable(await pending, 3_000)
      expectUnavailable(await checkSession(site, session), 3_000)
      const ready = await call(site, '/readyz')
      expectUnavailable(ready, 3_000)
      expect(await call(site, '/healthz')).toMatchObject({ status: 200 })
    } finally {
      await postgres.resume()
      outsiders.splice(0)
    }
    expect((await call(site, '/readyz')).status).toBe(200)
    expect((await checkSession(site, session)).status).toBe(200)
    await login(site)
    expect(processFaults).toEqual([])
  })

  it('answers 503, not 500, when PostgreSQL refuses more connections (53300)', async () => {
    const { site, database } = await openSite()
    const session = await login(site)
    const admin = await outsider()
    await admin.query(`ALTER ROLE ${siteRole} CONNECTION LIMIT 1`)
    // The site's pooled connections go, and another program takes the one it may have.
    await admin.query(
      'SELECT pg_terminate_backend(pid, 2000) FROM pg_stat_activity WHERE datname = $1 AND usename = $2',
      [database, siteRole],
    )
    await outsider(database, siteRole)
    expectUnavailable(await checkSession(site, session), 3_000)
    expectUnavailable(await call(site, '/readyz'), 3_000)
    await admin.query(`ALTER ROLE ${siteRole} CONNECTION LIMIT -1`)
    expect((await checkSession(site, session)).status).toBe(200)
    expect(processFaults).toEqual([])
  })

  it('answers 503 within its limit when a backend stops answering (a frozen server)', async () => {
    const { site, database } = await openSite({
      databaseLimits: { poolSize: 1, statementTimeoutMs: 500 },
    })
    const session = await login(site)
    const admin = await outsider()
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND usename = $2',
      [database, siteRole],
    )
    const [pid] = rows.map((row) => row.pid)
    if (pid === undefined) throw new Error('The site holds no connection')
    // The one pooled backend stops: the server cannot enforce its own statement timeout.
    process.kill(pid, 'SIGSTOP')
    try {
      expectUnavailable(await checkSession(site, session), 3_000)
    } finally {
      process.kill(pid, 'SIGCONT')
    }
    expect((await checkSession(site, session)).status).toBe(200)
    expect(processFaults).toEqual([])
  })
})
