import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { Database, SecureSiteOptions } from '../../src/index.js'
import { type SmtpSink, startSmtpSink } from './smtpSink.js'
import { newDevice, newEmail, type RunningSite, startSite } from './startSite.js'
import { type SmtpFront, type SmtpFrontMode, startSmtpFront } from './startSmtpFront.js'

type Answer = {
  status: number
  retryAfter: string | null
  body: Record<string, unknown>
  /** How long the visitor waited for the answer (ms). */
  elapsedMs: number
}

/** SMTP_TIMEOUT_MS in these tests: short, so a fault answers fast. */
const mailTimeoutMs = 1_000
/** The visitor's longest acceptable wait: the mail's bound and the request's own work. */
const visitorBoundMs = mailTimeoutMs + 1_500
const mailUnavailable = {
  code: 'MAIL_UNAVAILABLE',
  message: 'The mail could not be sent. Please try again in a moment',
  retryAfter: 10,
}

/**
 * The mail faults (issue 34), each with what the visitor meets: a refusing, 4xx/5xx,
 * never-greeting or stalling SMTP server answers 503 MAIL_UNAVAILABLE in bounded time, counts
 * nothing against the address, and the retry works once SMTP is back. Call inside `describe`.
 *
 * @param openDatabase - Opens the database the file's sites share (closed after the file).
 */
export function describeSmtpFaults(openDatabase: () => Promise<Database>): void {
  let database: Database
  let sink: SmtpSink
  let front: SmtpFront
  const clock = { now: Date.UTC(2026, 10, 22, 12) }
  const masterKey = randomBytes(32)
  const running: RunningSite[] = []
  // Everything the process would die of lands here.
  const processFaults: unknown[] = []
  const recordFault = (error: unknown) => processFaults.push(error)

  beforeAll(async () => {
    database = await openDatabase()
    sink = await startSmtpSink()
    front = await startSmtpFront(sink.port)
    process.on('uncaughtException', recordFault)
    process.on('unhandledRejection', recordFault)
  })
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
    await front.setMode('forward')
    sink.refuseWith(undefined)
    expect(processFaults).toEqual([])
  })
  afterAll(async () => {
    process.off('uncaughtException', recordFault)
    process.off('unhandledRejection', recordFault)
    await front?.close()
    await sink?.close()
    await database?.close()
  })

  const open = async (overrides: Partial<SecureSiteOptions> = {}) => {
    const site = await startSite({
      database,
      masterKey,
      smtpUrl: front.url,
      smtpTimeoutMs: mailTimeoutMs,
      addressRateLimit: 2,
      ipRateLimit: 10_000,
      sweepIntervalMs: 0,
      clock,
      ...overrides,
    })
    running.push(site)
    return site
  }

  const call = async (
    site: RunningSite,
    path: string,
    { body, device, token }: { body: unknown; device: string; token?: string },
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      origin: site.url,
      'content-type': 'application/json',
      'x-gangway-device': device,
    }
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    const startedAt = performance.now()
    // A hang fails the test here, with its path, instead of at the test's own timeout.
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(4_000),
    }).catch((error: unknown) => {
      throw new Error(`${path} did not answer within 4 s`, { cause: error })
    })
    const text = await response.text()
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text },
      elapsedMs: performance.now() - startedAt,
    }
  }

  const mailsCounted = async (email: string) => {
    const rows = await database.query<{ hits: unknown }>(
      'SELECT hits FROM rate_limits WHERE bucket = $1',
      [`mail:${email}`],
    )
    return rows.reduce((sum, row) => sum + Number(row.hits), 0)
  }

  /** The visitor was told to try again, soon, in bounded time. */
  const expectMailUnavailable = (answer: Answer) => {
    expect(answer.body).toEqual(mailUnavailable)
    expect(answer.status).toBe(503)
    expect(answer.retryAfter).toBe('10')
    expect(answer.elapsedMs).toBeLessThan(visitorBoundMs)
  }

  /** With SMTP back, the visitor's next try mails a code that logs them in. */
  const expectLoginWorks = async (site: RunningSite, email: string, device: string) => {
    const connect = await call(site, '/api/v1/email/connect', { body: { email }, device })
    expect(connect.body).toEqual({ action: 'verify-otp' })
    const otp = await sink.nextCode(email)
    const verified = await call(site, '/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
    return verified.body.token as string
  }

  it.each<[string, SmtpFrontMode]>([
    ['refuses connections', 'refused'],
    ['accepts connections but never greets', 'silent'],
    ['greets, then never answers', 'stall'],
  ])(
    'when the SMTP server %s, answers 503 MAIL_UNAVAILABLE in bounded time and counts nothing; the retry works once it is back',
    async (_, mode) => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      await front.setMode(mode)
      // More tries than the address's limit (2): none of them counts, none throttles the next.
      for (let attempt = 0; attempt < 3; attempt++) {
        expectMailUnavailable(
          await call(site, '/api/v1/email/connect', { body: { email }, device }),
        )
      }
      expect(await mailsCounted(email)).toBe(0)
      expect(sink.mails.filter((mail) => mail.to === email)).toEqual([])

      await front.setMode('forward')
      await expectLoginWorks(site, email, device)
      expect(await mailsCounted(email)).toBe(1)
    },
  )

  it.each([451, 550])(
    'when the SMTP server answers %i, answers 503 MAIL_UNAVAILABLE and counts nothing; the retry works once it accepts',
    async (replyCode) => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      sink.refuseWith(replyCode)
      for (let attempt = 0; attempt < 3; attempt++) {
        expectMailUnavailable(
          await call(site, '/api/v1/email/connect', { body: { email }, device }),
        )
      }
      expect(await mailsCounted(email)).toBe(0)
      sink.refuseWith(undefined)
      await expectLoginWorks(site, email, device)
    },
  )

  it('a resend that fails leaves the code mailed before, which still logs in', async () => {
    const site = await open()
    const email = newEmail()
    const device = newDevice()
    const connect = await call(site, '/api/v1/email/connect', { body: { email }, device })
    expect(connect.body).toEqual({ action: 'verify-otp' })
    const otp = await sink.nextCode(email)
    // The resend (30 s later) meets an SMTP outage: its code never reaches the visitor.
    clock.now += 30_000
    await front.setMode('refused')
    expectMailUnavailable(await call(site, '/api/v1/email/connect', { body: { email }, device }))
    await front.setMode('forward')
    const verified = await call(site, '/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
  })

  it('on the e-mail change, a failed code mail counts nothing and the retry mails the code', async () => {
    const site = await open()
    const email = newEmail()
    const device = newDevice()
    const token = await expectLoginWorks(site, email, device)
    const newAddress = newEmail()
    await front.setMode('silent')
    for (let attempt = 0; attempt < 2; attempt++) {
      expectMailUnavailable(
        await call(site, '/api/v1/email/update', { body: { newEmail: newAddress }, device, token }),
      )
    }
    expect(await mailsCounted(email)).toBe(1)
    await front.setMode('forward')
    const update = await call(site, '/api/v1/email/update', {
      body: { newEmail: newAddress },
      device,
      token,
    })
    expect(update.body).toEqual({ action: 'verify-primary-otp' })
    expect(await sink.nextCode(email)).toMatch(/^\d{6}$/)
  })

  it('a login whose instance died mid-mail does not throttle the retry on another instance past the mail bound', async () => {
    // The first instance waits on a server that never greets; its request is lost, as if the
    // instance died: nothing it claimed is released.
    const dying = await open({ smtpTimeoutMs: 3_000 })
    const survivor = await open({ smtpUrl: sink.url })
    const email = newEmail()
    const device = newDevice()
    await front.setMode('silent')
    const lost = call(dying, '/api/v1/email/connect', { body: { email }, device }).catch(
      () => undefined,
    )
    await vi.waitFor(() => expect(front.held).toBe(1), { timeout: 2_000 })
    // The visitor retries on the other instance once the dying one's mail bound (and its
    // margin, 5 s) passed: well within the 30 s throttle of a login whose mail left.
    clock.now += 3_000 + 5_000 + 1
    await expectLoginWorks(survivor, email, device)
    await front.setMode('forward')
    await lost
  })
}
