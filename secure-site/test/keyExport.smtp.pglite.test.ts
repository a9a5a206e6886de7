import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/index.js'
import { type SmtpSink, startSmtpSink } from './support/smtpSink.js'
import { newDevice, newEmail, type RunningSite, startSite } from './support/startSite.js'
import { type SmtpFront, startSmtpFront } from './support/startSmtpFront.js'

describe('the key export code mail when SMTP fails (issue 34)', () => {
  let database: Database
  let sink: SmtpSink
  let front: SmtpFront
  let site: RunningSite
  const clock = { now: Date.UTC(2026, 10, 29, 4) }

  beforeAll(async () => {
    database = await openDatabase({})
    sink = await startSmtpSink()
    front = await startSmtpFront(sink.port)
    site = await startSite({
      database,
      masterKey: randomBytes(32),
      smtpUrl: front.url,
      smtpTimeoutMs: 1_000,
      addressRateLimit: 3,
      ipRateLimit: 10_000,
      sweepIntervalMs: 0,
      clock,
    })
  })
  afterAll(async () => {
    await site?.close()
    await front?.close()
    await sink?.close()
    await database?.close()
  })

  const mailsCounted = async (email: string) => {
    const rows = await database.query<{ hits: unknown }>(
      'SELECT hits FROM rate_limits WHERE bucket = $1',
      [`mail:${email}`],
    )
    return rows.reduce((sum, row) => sum + Number(row.hits), 0)
  }

  it('answers 503 MAIL_UNAVAILABLE, counts nothing, and the code mailed before still exports', async () => {
    const email = newEmail()
    const device = newDevice()
    await site.api('/api/v1/email/connect', { body: { email }, device })
    const login = await site.api('/api/v1/email/otp', {
      body: { email, otp: await sink.nextCode(email) },
      device,
    })
    const auth = { device, token: login.body.token as string }
    const address = (login.body.user as { address: string }).address

    expect((await site.api('/api/v1/export/code', { method: 'POST', ...auth })).body).toEqual({
      action: 'verify-otp',
    })
    const mailed = await sink.nextCode(email)
    expect(await mailsCounted(email)).toBe(2)

    // The visitor asks again while SMTP refuses connections: that code never leaves.
    await front.setMode('refused')
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await site.api('/api/v1/export/code', { method: 'POST', ...auth })
      expect(failed).toEqual({
        status: 503,
        body: {
          code: 'MAIL_UNAVAILABLE',
          message: 'The mail could not be sent. Please try again in a moment',
          retryAfter: 10,
        },
      })
    }
    expect(await mailsCounted(email)).toBe(2)
    await front.setMode('forward')

    const exported = await site.api('/api/v1/export', { body: { otp: mailed }, ...auth })
    expect(exported.status).toBe(200)
    expect(privateKeyToAddress(exported.body.eip155 as Hex)).toBe(address)

    // With SMTP back, a new code is mailed within the address's limit (3 an hour).
    expect((await site.api('/api/v1/export/code', { method: 'POST', ...auth })).body).toEqual({
      action: 'verify-otp',
    })
    expect(await sink.nextCode(email)).toMatch(/^\d{6}$/)
  })
})
