import { createHash, randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerializedLegacy,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SecureSiteOptions } from '../../src/index.js'
import { rotateMasterKey } from '../../src/index.js'
import type { SmtpSink } from './smtpSink.js'
import { newDevice, newEmail, type RunningSite, startSite, type TestClock } from './startSite.js'

export type Backend = {
  /** Database options for a site; every site of a file shares one database. */
  options(): Partial<SecureSiteOptions>
  /** Database options that survive closing the site (a restart opens them again). */
  durableOptions(): Partial<SecureSiteOptions>
  smtp(): SmtpSink
  /** Whether two sites can be open on the database at once (PostgreSQL). */
  sharedByInstances: boolean
}

type Login = { token: string; device: string; email: string; user: Record<string, unknown> }

/** The HTTP API's behaviour, run on PGlite and on PostgreSQL alike. */
export function describeApi(backend: Backend) {
  const masterKey = randomBytes(32)
  const clock: TestClock = { now: Date.UTC(2026, 10, 22, 12) }
  const running: RunningSite[] = []
  const open = async (overrides: Partial<SecureSiteOptions> = {}) => {
    const site = await startSite({
      ...backend.options(),
      masterKey,
      smtpUrl: backend.smtp().url,
      trustProxy: 1,
      clock,
      ...overrides,
    })
    running.push(site)
    return site
  }
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
  })
  // Every test uses its own client IP: the per-IP limit is shared through the database.
  const newIp = () => `198.51.100.${Math.floor(Math.random() * 250)}.${Date.now() % 1000}`

  const login = async (site: RunningSite, email = newEmail(), device = newDevice()) => {
    const ip = newIp()
    const connect = await site.api('/api/v1/email/connect', {
      body: { email },
      device,
      forwardedFor: ip,
    })
    expect(connect).toEqual({ status: 200, body: { action: 'verify-otp' } })
    const otp = await backend.smtp().nextCode(email)
    const verified = await site.api('/api/v1/email/otp', {
      body: { email, otp },
      device,
      forwardedFor: ip,
    })
    expect(verified.status).toBe(200)
    return {
      token: verified.body.token as string,
      device,
      email,
      user: verified.body.user as Record<string, unknown>,
    } satisfies Login
  }
  const sign = (
    site: RunningSite,
    session: Login,
    namespace: string,
    method: string,
    params: unknown,
  ) =>
    site.api('/api/v1/sign', {
      body: { namespace, method, params },
      device: session.device,
      token: session.token,
    })

  describe('e-mail login', () => {
    it('mails a 6-digit code to a new address and returns the embedded user for it', async () => {
      const site = await open()
      const session = await login(site)
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const user = session.user
      expect(user).toMatchObject({
        email: session.email,
        username: null,
        chainId: 1,
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      })
      const accounts = user.accounts as { namespace: string; address: string; type: string }[]
      expect(accounts.map((account) => [account.namespace, account.type])).toEqual([
        ['eip155', 'eoa'],
        ['solana', 'eoa'],
      ])
      expect(user.address).toBe(accounts[0]?.address)
      expect(accounts[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(base58.decode(accounts[1]?.address ?? '')).toHaveLength(32)

      const session2 = await site.api('/api/v1/session', {
        device: session.device,
        token: session.token,
      })
      expect(session2).toEqual({ status: 200, body: { isConnected: true, user } })
    })

    it('stores a code only as a keyed hash, never the digits', async () => {
      const site = await open()
      const email = newEmail()
      await site.api('/api/v1/email/connect', {
        body: { email },
        device: newDevice(),
        forwardedFor: newIp(),
      })
      const otp = await backend.smtp().nextCode(email)
      expect(otp).toMatch(/^\d{6}$/)
      const rows = await site.site.database.query<Record<string, unknown>>(
        'SELECT * FROM codes WHERE subject = $1',
        [email],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
      // Neither the digits nor their plain SHA-256 appear anywhere in the row.
      const plainHash = createHash('sha256').update(otp).digest('hex')
      for (const value of Object.values(rows[0] ?? {})) {
        expect(String(value)).not.toContain(otp)
        expect(String(value)).not.toBe(plainHash)
      }
    })

    it("throttles a second login of one address for 30 s with SPEC's message", async () => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      const ip = newIp()
      const connect = () =>
        site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip })
      expect((await connect()).status).toBe(200)
      expect(await connect()).toEqual({
        status: 429,
        body: { code: 'THROTTLED', message: 'Please try again after 30 seconds', retryAfter: 30 },
      })
      clock.now += 10_200
      expect((await connect()).body.message).toBe('Please try again after 20 seconds')
      clock.now += 19_800
      expect((await connect()).status).toBe(200)
    })

    it('refuses an expired code (10 minutes) and a code asked by another device', async () => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      await site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: newIp() })
      const otp = await backend.smtp().nextCode(email)
      const other = await site.api('/api/v1/email/otp', {
        body: { email, otp },
        device: newDevice(),
        forwardedFor: newIp(),
      })
      expect(other).toEqual({
        status: 400,
        body: { code: 'INVALID_CODE', message: 'Invalid code' },
      })
      clock.now += 10 * 60_000
      const expired = await site.api('/api/v1/email/otp', {
        body: { email, otp },
        device,
        forwardedFor: newIp(),
      })
      expect(expired.status).toBe(400)
      expect(expired.body.code).toBe('CODE_EXPIRED')
    })

    it('ends a code after 5 wrong tries, even for the right code then', async () => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      const ip = newIp()
      await site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip })
      const otp = await backend.smtp().nextCode(email)
      const wrong = otp === '000000' ? '111111' : '000000'
      const codes: unknown[] = []
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await site.api('/api/v1/email/otp', {
          body: { email, otp: wrong },
          device,
          forwardedFor: ip,
        })
        codes.push(reply.body.code)
      }
      expect(codes).toEqual([
        'INVALID_CODE',
        'INVALID_CODE',
        'INVALID_CODE',
        'INVALID_CODE',
        'TOO_MANY_ATTEMPTS',
      ])
      const right = await site.api('/api/v1/email/otp', {
        body: { email, otp },
        device,
        forwardedFor: ip,
      })
      expect(right.body.code).toBe('TOO_MANY_ATTEMPTS')
      // A new code (after the throttle) starts over.
      clock.now += 30_000
      await site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip })
      const fresh = await backend.smtp().nextCode(email)
      const ok = await site.api('/api/v1/email/otp', {
        body: { email, otp: fresh },
        device,
        forwardedFor: ip,
      })
      expect(ok.status).toBe(200)
    })

    it('keeps no device approval: no page, no poll and no table since connect answers alike', async () => {
      const site = await open()
      const first = await login(site)
      clock.now += 30_000
      const device = newDevice()
      const connect = await site.api('/api/v1/email/connect', {
        body: { email: first.email },
        device,
        forwardedFor: newIp(),
      })
      expect(connect).toEqual({ status: 200, body: { action: 'verify-otp' } })
      expect(await backend.smtp().nextCode(first.email)).toMatch(/^\d{6}$/)
      const poll = await site.api('/api/v1/email/device', { body: { email: first.email }, device })
      expect(poll.status).toBe(404)
      for (const method of ['GET', 'POST']) {
        const page = await fetch(`${site.url}/device/approve?token=${'a'.repeat(43)}`, { method })
        expect(page.status, method).toBe(404)
      }
      const [table] = await site.site.database.query<{ name: unknown }>(
        "SELECT to_regclass('device_approvals') AS name",
      )
      expect(table?.name).toBeNull()
    })

    it('lets exactly one of concurrent logins of one address through, and a code once', async () => {
      const site = await open()
      const email = newEmail()
      const device = newDevice()
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: newIp() }),
        ),
      )
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1)
      expect(replies.filter((reply) => reply.body.code === 'THROTTLED')).toHaveLength(5)
      const otp = await backend.smtp().nextCode(email)
      const verified = await Promise.all(
        Array.from({ length: 4 }, () =>
          site.api('/api/v1/email/otp', { body: { email, otp }, device, forwardedFor: newIp() }),
        ),
      )
      expect(verified.filter((reply) => reply.status === 200)).toHaveLength(1)
    })

    it('creates one user when two devices finish their first login at once', async () => {
      const site = await open()
      const email = newEmail()
      const [deviceA, deviceB] = [newDevice(), newDevice()]
      await site.api('/api/v1/email/connect', {
        body: { email },
        device: deviceA,
        forwardedFor: newIp(),
      })
      const otpA = await backend.smtp().nextCode(email)
      clock.now += 30_000
      // Still a new address (no user yet), so device B gets a code too; it replaces A's.
      await site.api('/api/v1/email/connect', {
        body: { email },
        device: deviceB,
        forwardedFor: newIp(),
      })
      const otpB = await backend.smtp().nextCode(email)
      const [a, b] = await Promise.all([
        site.api('/api/v1/email/otp', {
          body: { email, otp: otpA },
          device: deviceA,
          forwardedFor: newIp(),
        }),
        site.api('/api/v1/email/otp', {
          body: { email, otp: otpB },
          device: deviceB,
          forwardedFor: newIp(),
        }),
      ])
      expect(a.status).toBe(400)
      expect(b.status).toBe(200)
      const rows = await site.site.database.query('SELECT id FROM users WHERE email = $1', [email])
      expect(rows).toHaveLength(1)
    })

    it('limits mails per address and requests per IP, with retryAfter', async () => {
      const site = await open({ addressRateLimit: 2, ipRateLimit: 3 })
      const email = newEmail()
      const device = newDevice()
      const connect = (ip: string) =>
        site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip })
      expect((await connect(newIp())).status).toBe(200)
      clock.now += 30_000
      expect((await connect(newIp())).status).toBe(200)
      clock.now += 30_000
      const limited = await connect(newIp())
      expect(limited.status).toBe(429)
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' })
      expect(limited.body.retryAfter).toBeGreaterThan(0)

      const ip = newIp()
      const other = () =>
        site.api('/api/v1/email/otp', {
          body: { email: newEmail(), otp: '123456' },
          device,
          forwardedFor: ip,
        })
      for (let i = 0; i < 3; i++) expect((await other()).body.code).toBe('INVALID_CODE')
      expect((await other()).body.code).toBe('RATE_LIMITED')
    })

    it('refuses API calls from other origins and without a device id', async () => {
      const site = await open()
      const foreign = await site.api('/api/v1/email/connect', {
        body: { email: newEmail() },
        device: newDevice(),
        origin: 'https://shop.example.com',
      })
      expect(foreign.status).toBe(403)
      expect(foreign.body.code).toBe('ORIGIN_NOT_ALLOWED')
      const missing = await site.api('/api/v1/email/connect', {
        body: { email: newEmail() },
        origin: null,
      })
      expect(missing.status).toBe(403)
      const noDevice = await site.api('/api/v1/email/connect', { body: { email: newEmail() } })
      expect(noDevice.body.code).toBe('INVALID_DEVICE')
      const badEmail = await site.api('/api/v1/email/connect', {
        body: { email: 'not-an-email' },
        device: newDevice(),
      })
      expect(badEmail.body.code).toBe('INVALID_REQUEST')
    })
  })

  describe('the e-mail login doors (issue 31)', () => {
    const hour = 60 * 60_000
    const day = 24 * hour
    // Limits count in fixed windows: start each test at the top of an hour, so that a minute
    // or two of moves never crosses into the next window.
    const toNextHour = () => {
      clock.now = Math.ceil((clock.now + 1) / hour) * hour + 1_000
    }
    const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000')
    const mailsTo = (email: string) => backend.smtp().mails.filter((mail) => mail.to === email)
    const loginCodeRow = async (site: RunningSite, email: string) =>
      (
        await site.site.database.query<{ id: string; attempts: number }>(
          "SELECT id, attempts FROM codes WHERE subject = $1 AND purpose = 'login'",
          [email],
        )
      )[0]
    const visitor = (site: RunningSite, email = newEmail()) => {
      const device = newDevice()
      const ip = newIp()
      return {
        email,
        connect: () =>
          site.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip }),
        guess: (otp: string) =>
          site.api('/api/v1/email/otp', { body: { email, otp }, device, forwardedFor: ip }),
      }
    }

    it('checks every limit before it issues a code: a refused connect leaves the last code and its tries alone', async () => {
      const site = await open({ addressRateLimit: 2 })
      toNextHour()
      const { email, connect, guess } = visitor(site)
      expect((await connect()).status).toBe(200)
      await backend.smtp().nextCode(email)
      clock.now += 30_000
      expect((await connect()).status).toBe(200)
      const otp = await backend.smtp().nextCode(email)
      expect((await guess(wrongFor(otp))).body.code).toBe('INVALID_CODE')
      const before = await loginCodeRow(site, email)
      expect(before?.attempts).toBe(1)

      clock.now += 30_000
      const limited = await connect()
      expect(limited.status).toBe(429)
      expect(limited.body.code).toBe('RATE_LIMITED')
      // No new code, no reset tries, no mail.
      expect(await loginCodeRow(site, email)).toEqual(before)
      expect(mailsTo(email)).toHaveLength(2)
      expect((await guess(otp)).status).toBe(200)
    })

    // The throttle claim, the mail's count and the code are one statement (issue 34): a
    // refused claim counts no mail and issues no code.
    it('spends no mail of the address limit and no code on a throttled connect', async () => {
      const site = await open({ addressRateLimit: 2 })
      toNextHour()
      const { email, connect } = visitor(site)
      expect((await connect()).status).toBe(200)
      await backend.smtp().nextCode(email)
      const before = await loginCodeRow(site, email)
      for (let i = 0; i < 3; i++) {
        const throttled = await connect()
        expect(throttled.status).toBe(429)
        expect(throttled.body.code).toBe('THROTTLED')
        expect(throttled.body.retryAfter).toBe(30)
      }
      expect(await loginCodeRow(site, email)).toEqual(before)
      clock.now += 30_000
      expect((await connect()).status).toBe(200)
      expect(mailsTo(email)).toHaveLength(2)
    })

    it('locks an address after 20 wrong codes in 24 hours, across codes, and tells its owner once', async () => {
      const site = await open()
      toNextHour()
      const { email, connect, guess } = visitor(site)
      const replies: unknown[] = []
      let last = ''
      for (let round = 0; round < 4; round++) {
        if (round > 0) clock.now += 30_000
        expect((await connect()).status).toBe(200)
        last = await backend.smtp().nextCode(email)
        for (let i = 0; i < 5; i++) replies.push((await guess(wrongFor(last))).body.code)
      }
      expect(replies.slice(0, 19)).not.toContain('ADDRESS_LOCKED')
      expect(replies[19]).toBe('ADDRESS_LOCKED')
      const notice = await backend.smtp().waitForMail(email, (mail) => !/\d{6}/.test(mail.subject))
      expect(notice.subject).toBe('Logins to Gangway with your address are paused')
      expect(notice.text).toContain(email)
      const mailed = mailsTo(email).length
      const lastCode = await loginCodeRow(site, email)

      // Locked: no new code, not even the right one is taken, and a clear 429 with Retry-After.
      clock.now += 30_000
      const refused = await connect()
      const retryAfter = Math.ceil((day - 30_000) / 1000)
      expect(refused).toEqual({
        status: 429,
        body: {
          code: 'ADDRESS_LOCKED',
          message: `Too many wrong codes for this address. Please try again after ${retryAfter} seconds`,
          retryAfter,
        },
      })
      const raw = await fetch(`${site.url}/api/v1/email/connect`, {
        method: 'POST',
        headers: {
          origin: site.url,
          'content-type': 'application/json',
          'x-gangway-device': newDevice(),
          'x-forwarded-for': newIp(),
        },
        body: JSON.stringify({ email }),
      })
      expect(raw.headers.get('retry-after')).toBe(String(retryAfter))
      expect((await guess(last)).body.code).toBe('ADDRESS_LOCKED')
      expect(await loginCodeRow(site, email)).toEqual(lastCode)
      expect(mailsTo(email)).toHaveLength(mailed)

      // A day after the lock the owner logs in again.
      clock.now += day
      expect((await connect()).status).toBe(200)
      expect((await guess(await backend.smtp().nextCode(email))).status).toBe(200)
    })

    // The login code's statement also starts a returning user's session (issue 34): only a
    // right code, once, from the device that asked for it, may start one.
    it("starts a returning user's session only for its right code, once, on the device that asked", async () => {
      const site = await open()
      toNextHour()
      const first = await login(site)
      const sessionsOf = async () =>
        (
          await site.site.database.query<{ device_hash: string }>(
            `SELECT s.device_hash FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE u.email = $1`,
            [first.email],
          )
        ).length
      expect(await sessionsOf()).toBe(1)
      clock.now += 31_000
      const { connect, guess } = visitor(site, first.email)
      expect((await connect()).status).toBe(200)
      const otp = await backend.smtp().nextCode(first.email)
      expect((await guess(wrongFor(otp))).body.code).toBe('INVALID_CODE')
      const elsewhere = await site.api('/api/v1/email/otp', {
        body: { email: first.email, otp },
        device: newDevice(),
        forwardedFor: newIp(),
      })
      expect(elsewhere.body.code).toBe('INVALID_CODE')
      expect(await sessionsOf()).toBe(1)
      const right = await guess(otp)
      expect(right.status).toBe(200)
      expect((right.body.user as { address: string }).address).toBe(first.user.address)
      expect(await sessionsOf()).toBe(2)
      expect((await guess(otp)).body.code).toBe('INVALID_CODE')
      expect(await sessionsOf()).toBe(2)
    })

    it('gives back the try of a right code and of a try with no code to test', async () => {
      const site = await open()
      toNextHour()
      const { email, connect, guess } = visitor(site)
      const spent = async () =>
        (
          await site.site.database.query<{ count: unknown }>(
            'SELECT count(*) AS count FROM login_guesses WHERE email = $1',
            [email],
          )
        )[0]?.count
      await connect()
      const otp = await backend.smtp().nextCode(email)
      expect((await guess(wrongFor(otp))).body.code).toBe('INVALID_CODE')
      expect(Number(await spent())).toBe(1)
      expect((await guess(otp)).status).toBe(200)
      // The code is used up: this try tests nothing.
      expect((await guess(otp)).body.code).toBe('INVALID_CODE')
      expect(Number(await spent())).toBe(1)
    })

    it('spends the wrong-guess budget exactly, also under concurrent guesses', async () => {
      const site = await open()
      toNextHour()
      const { email, connect, guess } = visitor(site)
      for (let round = 0; round < 4; round++) {
        if (round > 0) clock.now += 30_000
        await connect()
        const otp = await backend.smtp().nextCode(email)
        for (let i = 0; i < (round < 3 ? 5 : 4); i++) await guess(wrongFor(otp))
      }
      // 19 wrong: a fresh code has 5 tries, the budget 1. Five guesses at once test one.
      clock.now += 30_000
      await connect()
      const otp = await backend.smtp().nextCode(email)
      const replies = await Promise.all(Array.from({ length: 5 }, () => guess(wrongFor(otp))))
      expect(replies.map((reply) => reply.body.code)).toEqual(Array(5).fill('ADDRESS_LOCKED'))
      expect((await loginCodeRow(site, email))?.attempts).toBe(1)
    })

    it('answers connect alike whether or not the address has a wallet', async () => {
      const site = await open()
      const owner = await login(site)
      clock.now += 30_000
      const known = visitor(site, owner.email)
      const stranger = visitor(site)
      const answers = [await known.connect(), await stranger.connect()]
      expect(answers[0]).toEqual({ status: 200, body: { action: 'verify-otp' } })
      expect(answers[1]).toEqual(answers[0])
      // Each address gets one mail with a code; the wallet's owner reads that a new device asks.
      const ownerMail = await backend.smtp().waitForMail(owner.email)
      expect(ownerMail.text).toContain('A new device asked to log in')
      expect((await backend.smtp().waitForMail(stranger.email)).subject).toMatch(
        /^\d{6} is your Gangway login code$/,
      )
      const otp = /\b(\d{6})\b/.exec(ownerMail.subject)?.[1] ?? ''
      const verified = await known.guess(otp)
      expect(verified.status).toBe(200)
      expect((verified.body.user as { address: string }).address).toBe(owner.user.address)
    })

    it('counts IPv6 clients by /64, and an IPv4-mapped address as its IPv4', async () => {
      const site = await open({ ipRateLimit: 3 })
      toNextHour()
      const hex = () => Math.floor(Math.random() * 0xffff).toString(16)
      const attempt = async (ip: string) =>
        (
          await site.api('/api/v1/email/otp', {
            body: { email: newEmail(), otp: '123456' },
            device: newDevice(),
            forwardedFor: ip,
          })
        ).body.code
      const prefix = `2001:db8:${hex()}:${hex()}`
      for (const ip of [`${prefix}::1`, `${prefix}:0:0:0:2`, `${prefix}:ffff:ffff:ffff:ffff`])
        expect(await attempt(ip), ip).toBe('INVALID_CODE')
      expect(await attempt(`${prefix.toUpperCase()}:abcd::9`)).toBe('RATE_LIMITED')
      expect(await attempt(`2001:db8:${hex()}:${hex()}::1`)).toBe('INVALID_CODE')

      const v4 = `203.0.113.${Math.floor(Math.random() * 250)}`
      for (const ip of [`::ffff:${v4}`, `::FFFF:${v4}`, `0:0:0:0:0:ffff:${v4}`])
        expect(await attempt(ip), ip).toBe('INVALID_CODE')
      expect(await attempt(v4)).toBe('RATE_LIMITED')
    })

    it('sweeps expired codes, throttles, wrong guesses, locks and limit rows, keeping live ones', async () => {
      const site = await open({ sweepIntervalMs: 20 })
      const old = visitor(site)
      await old.connect()
      await old.guess(wrongFor(await backend.smtp().nextCode(old.email)))
      await site.site.database.query(
        'INSERT INTO login_locks (email, locked_until) VALUES ($1, $2)',
        [old.email, clock.now + day],
      )
      clock.now += 2 * day
      const live = visitor(site)
      await live.connect()
      await live.guess(wrongFor(await backend.smtp().nextCode(live.email)))
      const rowsOf = async () => {
        const count = async (sql: string) =>
          Number(
            (await site.site.database.query<{ n: unknown }>(sql, [old.email, live.email]))[0]?.n,
          )
        return {
          codes: [
            await count("SELECT count(*) AS n FROM codes WHERE subject = $1 AND $2 <> ''"),
            await count("SELECT count(*) AS n FROM codes WHERE subject = $2 AND $1 <> ''"),
          ],
          throttle: [
            await count("SELECT count(*) AS n FROM login_throttle WHERE email = $1 AND $2 <> ''"),
            await count("SELECT count(*) AS n FROM login_throttle WHERE email = $2 AND $1 <> ''"),
          ],
          guesses: [
            await count("SELECT count(*) AS n FROM login_guesses WHERE email = $1 AND $2 <> ''"),
            await count("SELECT count(*) AS n FROM login_guesses WHERE email = $2 AND $1 <> ''"),
          ],
          locks: await count("SELECT count(*) AS n FROM login_locks WHERE email = $1 AND $2 <> ''"),
          mailLimits: [
            await count(
              "SELECT count(*) AS n FROM rate_limits WHERE bucket = 'mail:' || $1 AND $2 <> ''",
            ),
            await count(
              "SELECT count(*) AS n FROM rate_limits WHERE bucket = 'mail:' || $2 AND $1 <> ''",
            ),
          ],
        }
      }
      // The live login's throttle is older than 30 s once the clock moves on a little.
      await vi.waitFor(
        async () =>
          expect(await rowsOf()).toEqual({
            codes: [0, 1],
            throttle: [0, 1],
            guesses: [0, 1],
            locks: 0,
            mailLimits: [0, 1],
          }),
        { timeout: 10_000, interval: 25 },
      )
      clock.now += 31_000
      await vi.waitFor(async () => expect((await rowsOf()).throttle).toEqual([0, 0]), {
        timeout: 10_000,
        interval: 25,
      })
    })
  })

  describe('signing', () => {
    it('signs EIP-191, EIP-712 and transactions that verify to the user address', async () => {
      const site = await open()
      const session = await login(site)
      const address = session.user.address as Hex

      const message = toHex('hello from the frame')
      const signed = await sign(site, session, 'eip155', 'personal_sign', [message, address])
      expect(signed.status).toBe(200)
      expect(
        await verifyMessage({
          address,
          message: { raw: message },
          signature: signed.body.result as Hex,
        }),
      ).toBe(true)

      const typedData = {
        types: {
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
          Mail: [
            { name: 'to', type: 'address' },
            { name: 'contents', type: 'string' },
          ],
        },
        primaryType: 'Mail',
        domain: { name: 'Gangway', chainId: 1 },
        message: { to: address, contents: 'hi' },
      } as const
      const typed = await sign(site, session, 'eip155', 'eth_signTypedData_v4', [
        address,
        JSON.stringify(typedData),
      ])
      expect(
        await verifyTypedData({
          address,
          domain: typedData.domain,
          types: { Mail: typedData.types.Mail },
          primaryType: 'Mail',
          message: typedData.message,
          signature: typed.body.result as Hex,
        }),
      ).toBe(true)

      const tx = await sign(site, session, 'eip155', 'eth_signTransaction', [
        {
          from: address,
          chainId: '0x7a69',
          nonce: '0x3',
          gas: '0x5208',
          maxFeePerGas: '0x3b9aca00',
          maxPriorityFeePerGas: '0x1',
          to: '0x000000000000000000000000000000000000dEaD',
          value: '0xde0b6b3a7640000',
          data: '0x',
        },
      ])
      const raw = tx.body.result as `0x02${string}`
      expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(address)
      expect(parseTransaction(raw)).toMatchObject({ chainId: 31337, nonce: 3, value: 10n ** 18n })

      const legacy = await sign(site, session, 'eip155', 'eth_signTransaction', [
        {
          chainId: '0x1',
          nonce: '0x0',
          gas: '0x5208',
          gasPrice: '0x1',
          to: address,
          value: '0x0',
          data: '0x',
        },
      ])
      expect(
        await recoverTransactionAddress({
          serializedTransaction: legacy.body.result as TransactionSerializedLegacy,
        }),
      ).toBe(address)

      const otherAddress = await sign(site, session, 'eip155', 'personal_sign', [
        message,
        '0x000000000000000000000000000000000000dEaD',
      ])
      expect(otherAddress.body.code).toBe('INVALID_PARAMS')
    })

    it('signs solana messages and transactions with ed25519', async () => {
      const site = await open()
      const session = await login(site)
      const solana = (session.user.accounts as { address: string }[])[1]?.address ?? ''
      const publicKey = base58.decode(solana)

      const bytes = new TextEncoder().encode('sign in to shop.example.com')
      const signedMessage = await sign(site, session, 'solana', 'solana_signMessage', {
        message: base58.encode(bytes),
      })
      const signature = base58.decode(
        (signedMessage.body.result as { signature: string }).signature,
      )
      expect(ed25519.verify(signature, bytes, publicKey)).toBe(true)

      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(solana), m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: base58.encode(new Uint8Array(32).fill(7)) as Blockhash,
              lastValidBlockHeight: 10n,
            },
            m,
          ),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(solana)),
                destination: address(base58.encode(new Uint8Array(32).fill(9))),
                amount: 5n,
              }),
            ],
            m,
          ),
      )
      const wire = Buffer.from(
        getTransactionEncoder().encode(compileTransaction(message)),
      ).toString('base64')
      const signedTx = await sign(site, session, 'solana', 'solana_signTransaction', {
        transaction: wire,
      })
      const decoded = getTransactionDecoder().decode(
        Buffer.from((signedTx.body.result as { transaction: string }).transaction, 'base64'),
      )
      const txSignature = decoded.signatures[address(solana)]
      expect(txSignature).toBeInstanceOf(Uint8Array)
      expect(
        ed25519.verify(txSignature as Uint8Array, new Uint8Array(decoded.messageBytes), publicKey),
      ).toBe(true)

      const all = await sign(site, session, 'solana', 'solana_signAllTransactions', {
        transactions: [wire, wire],
      })
      expect((all.body.result as { transactions: string[] }).transactions).toHaveLength(2)
    })

    it("refuses other methods with SPEC's message, and unauthenticated calls", async () => {
      const site = await open()
      const session = await login(site)
      for (const [namespace, method] of [
        ['eip155', 'eth_sendTransaction'],
        ['eip155', 'eth_sign'],
        ['solana', 'solana_signAndSendTransaction'],
        ['bip122', 'signPsbt'],
      ] as const) {
        expect(await sign(site, session, namespace, method, [])).toEqual({
          status: 400,
          body: { code: 'METHOD_NOT_ALLOWED', message: 'Requested RPC call is not allowed' },
        })
      }
      const anonymous = await site.api('/api/v1/sign', {
        body: {
          namespace: 'eip155',
          method: 'personal_sign',
          params: ['0x00', session.user.address],
        },
        device: session.device,
      })
      expect(anonymous.status).toBe(401)
      // A token works only on the device that logged in.
      const stolen = await site.api('/api/v1/session', {
        device: newDevice(),
        token: session.token,
      })
      expect(stolen.body.code).toBe('SESSION_EXPIRED')
    })

    it('signs out: the token stops working', async () => {
      const site = await open()
      const session = await login(site)
      const out = await site.api('/api/v1/signout', {
        method: 'POST',
        device: session.device,
        token: session.token,
      })
      expect(out.status).toBe(204)
      expect(
        (await site.api('/api/v1/session', { device: session.device, token: session.token }))
          .status,
      ).toBe(401)
    })
  })

  describe('update e-mail and export', () => {
    it('changes the e-mail after a code to the old and a code to the new address', async () => {
      const site = await open()
      const session = await login(site)
      const newAddress = newEmail()
      const auth = { device: session.device, token: session.token, forwardedFor: newIp() }
      const start = await site.api('/api/v1/email/update', {
        body: { newEmail: newAddress },
        ...auth,
      })
      expect(start.body).toEqual({ action: 'verify-primary-otp' })
      const primary = await backend.smtp().nextCode(session.email)
      const wrongStep = await site.api('/api/v1/email/update/secondary', {
        body: { otp: primary },
        ...auth,
      })
      expect(wrongStep.body.code).toBe('INVALID_CODE')
      const second = await site.api('/api/v1/email/update/primary', {
        body: { otp: primary },
        ...auth,
      })
      expect(second.body).toEqual({ action: 'verify-secondary-otp' })
      const secondary = await backend.smtp().nextCode(newAddress)
      const done = await site.api('/api/v1/email/update/secondary', {
        body: { otp: secondary },
        ...auth,
      })
      expect(done).toEqual({ status: 200, body: { email: newAddress } })
      const now = await site.api('/api/v1/session', auth)
      expect((now.body.user as { email: string }).email).toBe(newAddress)

      const taken = await site.api('/api/v1/email/update', {
        body: { newEmail: newAddress },
        ...auth,
      })
      expect(taken.body.code).toBe('EMAIL_IN_USE')
      // The old address is a stranger now; the new one logs in on the known device.
      const again = await site.api('/api/v1/email/connect', {
        body: { email: newAddress },
        device: session.device,
        forwardedFor: newIp(),
      })
      expect(again.body).toEqual({ action: 'verify-otp' })
    })

    it('exports the keys after a fresh code', async () => {
      const site = await open()
      const session = await login(site)
      const auth = { device: session.device, token: session.token, forwardedFor: newIp() }
      expect(
        (await site.api('/api/v1/export', { body: { otp: '123456' }, ...auth })).body.code,
      ).toBe('INVALID_CODE')
      expect((await site.api('/api/v1/export/code', { method: 'POST', ...auth })).body).toEqual({
        action: 'verify-otp',
      })
      const otp = await backend.smtp().nextCode(session.email)
      const exported = await site.api('/api/v1/export', { body: { otp }, ...auth })
      expect(exported.status).toBe(200)
      expect(privateKeyToAddress(exported.body.eip155 as Hex)).toBe(session.user.address)
      const secretKey = base58.decode(exported.body.solana as string)
      expect(secretKey).toHaveLength(64)
      const solana = (session.user.accounts as { address: string }[])[1]?.address
      expect(base58.encode(ed25519.getPublicKey(secretKey.slice(0, 32)))).toBe(solana)
      expect(base58.encode(secretKey.slice(32))).toBe(solana)
      // The code was used up.
      expect((await site.api('/api/v1/export', { body: { otp }, ...auth })).body.code).toBe(
        'INVALID_CODE',
      )
    })
  })

  describe('sessions (issue 31)', () => {
    const day = 24 * 60 * 60_000
    /** A second login of a known address on a device it has not seen: a code, as for any. */
    const loginOnNewDevice = async (site: RunningSite, email: string) => {
      clock.now += 30_000
      const device = newDevice()
      const ip = newIp()
      const connect = await site.api('/api/v1/email/connect', {
        body: { email },
        device,
        forwardedFor: ip,
      })
      expect(connect.body).toEqual({ action: 'verify-otp' })
      const otp = await backend.smtp().nextCode(email)
      const verified = await site.api('/api/v1/email/otp', {
        body: { email, otp },
        device,
        forwardedFor: ip,
      })
      expect(verified.status).toBe(200)
      return { token: verified.body.token as string, device, email, user: verified.body.user }
    }
    const statusOf = async (site: RunningSite, session: { device: string; token: string }) =>
      (await site.api('/api/v1/session', { device: session.device, token: session.token })).status
    const storedExpiry = async (site: RunningSite, token: string) =>
      Number(
        (
          await site.site.database.query<{ expires_at: unknown }>(
            'SELECT expires_at FROM sessions WHERE token_hash = $1',
            [createHash('sha256').update(token).digest('hex')],
          )
        )[0]?.expires_at,
      )

    it('ends every other session of the user when the e-mail changes, keeping the one that changed it', async () => {
      const site = await open()
      const changing = await login(site)
      const otherDevice = await loginOnNewDevice(site, changing.email)
      clock.now += 30_000
      // A second session on the changing device too (another tab, an older login).
      const sameDevice = await login(site, changing.email, changing.device)
      const stranger = await login(site)
      const newAddress = newEmail()
      const auth = { device: changing.device, token: changing.token, forwardedFor: newIp() }
      await site.api('/api/v1/email/update', { body: { newEmail: newAddress }, ...auth })
      const primary = await backend.smtp().nextCode(changing.email)
      await site.api('/api/v1/email/update/primary', { body: { otp: primary }, ...auth })
      const secondary = await backend.smtp().nextCode(newAddress)
      const done = await site.api('/api/v1/email/update/secondary', {
        body: { otp: secondary },
        ...auth,
      })
      expect(done).toEqual({ status: 200, body: { email: newAddress } })
      expect(await statusOf(site, otherDevice)).toBe(401)
      expect(await statusOf(site, sameDevice)).toBe(401)
      // The session that proved both addresses goes on; other users are untouched.
      expect(await statusOf(site, changing)).toBe(200)
      expect(await statusOf(site, stranger)).toBe(200)
    })

    it('keeps a session alive while it is used, for at most 30 days from the login', async () => {
      const site = await open()
      const used = await login(site)
      const idle = await login(site)
      const loggedInAt = clock.now
      for (const days of [6, 12, 18, 24, 29]) {
        clock.now = loggedInAt + days * day
        expect(await statusOf(site, used), `day ${days}`).toBe(200)
      }
      // Unused for 7 days (SESSION_TTL_HOURS): ended.
      expect(await statusOf(site, idle)).toBe(401)
      // Used every few days, it still ends 30 days after the login (SESSION_MAX_AGE_HOURS).
      clock.now = loggedInAt + 30 * day + 1
      expect(await statusOf(site, used)).toBe(401)
    })

    it("writes a session's new expiry at most once an hour, not on every request", async () => {
      const site = await open()
      const session = await login(site)
      const first = await storedExpiry(site, session.token)
      clock.now += 2 * 60_000
      expect(await statusOf(site, session)).toBe(200)
      expect(await storedExpiry(site, session.token)).toBe(first)
      clock.now += 2 * 60 * 60_000
      expect(await statusOf(site, session)).toBe(200)
      const moved = await storedExpiry(site, session.token)
      expect(moved).toBe(clock.now + 7 * day)
      clock.now += 60_000
      expect(await statusOf(site, session)).toBe(200)
      expect(await storedExpiry(site, session.token)).toBe(moved)
    })

    it('signs out everywhere: every session of the user on every device ends', async () => {
      const site = await open()
      const here = await login(site)
      const there = await loginOnNewDevice(site, here.email)
      const stranger = await login(site)
      const out = await site.api('/api/v1/signout/all', {
        method: 'POST',
        device: here.device,
        token: here.token,
      })
      expect(out.status).toBe(204)
      expect(await statusOf(site, here)).toBe(401)
      expect(await statusOf(site, there)).toBe(401)
      expect(await statusOf(site, stranger)).toBe(200)
      // Only a live session may do it.
      const again = await site.api('/api/v1/signout/all', {
        method: 'POST',
        device: here.device,
        token: here.token,
      })
      expect(again.body.code).toBe('SESSION_EXPIRED')
    })
  })

  describe('mail language', () => {
    // The sink parses each mail with mailparser: subject and text as a mail client shows them.
    it('writes the login, update and export mails in the language the request names', async () => {
      const site = await open()
      const device = newDevice()
      const email = newEmail()
      const ip = newIp()
      await site.api('/api/v1/email/connect', {
        body: { email },
        device,
        forwardedFor: ip,
        language: 'de-DE,de;q=0.9,en;q=0.5',
      })
      const german = await backend.smtp().waitForMail(email)
      const code = /^(\d{6}) ist dein Anmeldecode für Gangway$/.exec(german.subject)?.[1]
      expect(code).toBeDefined()
      expect(german.text).toContain(`Dein Anmeldecode für Gangway lautet ${code}`)
      expect(german.text).toContain('Er läuft in 10 Minuten ab.')
      const verified = await site.api('/api/v1/email/otp', {
        body: { email, otp: code },
        device,
        forwardedFor: ip,
      })
      const auth = {
        device,
        token: verified.body.token as string,
        forwardedFor: newIp(),
        language: 'de',
      }

      const renamed = newEmail()
      await site.api('/api/v1/email/update', { body: { newEmail: renamed }, ...auth })
      const primary = await backend.smtp().waitForMail(email)
      expect(primary.subject).toMatch(/^\d{6} ist dein E-Mail-Änderungscode für Gangway$/)
      await site.api('/api/v1/email/update/primary', {
        body: { otp: /\d{6}/.exec(primary.subject)?.[0] },
        ...auth,
        language: 'en-GB',
      })
      const secondary = await backend.smtp().waitForMail(renamed)
      expect(secondary.subject).toMatch(/^\d{6} is your Gangway new e-mail confirmation code$/)
      expect(secondary.text).toContain('It expires in 10 minutes.')

      await site.api('/api/v1/export/code', { method: 'POST', ...auth })
      const exportMail = await backend.smtp().waitForMail(email)
      expect(exportMail.subject).toMatch(/^\d{6} ist dein Schlüsselexportcode für Gangway$/)
      expect(exportMail.text).toContain(
        'Wer deine privaten Schlüssel hat, verfügt über dein Guthaben.',
      )
      await site.api('/api/v1/export/code', { method: 'POST', ...auth, language: 'en' })
      const englishExport = await backend.smtp().waitForMail(email)
      expect(englishExport.subject).toMatch(/^\d{6} is your Gangway key export code$/)
      expect(englishExport.text).toContain('Whoever has your private keys controls your funds.')
    })

    it("writes a new device's code mail in the request language, English when none is supported", async () => {
      const site = await open()
      const first = await login(site)
      clock.now += 31_000
      const device = newDevice()
      await site.api('/api/v1/email/connect', {
        body: { email: first.email },
        device,
        forwardedFor: newIp(),
        language: 'sw-KE, de;q=0.8',
      })
      const german = await backend.smtp().waitForMail(first.email)
      expect(german.subject).toMatch(
        /^\d{6} ist dein Anmeldecode für Gangway auf einem neuen Gerät$/,
      )
      expect(german.text).toContain(
        `Ein neues Gerät möchte sich als ${first.email} bei Gangway anmelden.`,
      )
      const stranger = newEmail()
      await site.api('/api/v1/email/connect', {
        body: { email: stranger },
        device: newDevice(),
        forwardedFor: newIp(),
        language: 'sw, de;q=0',
      })
      const englishMail = await backend.smtp().waitForMail(stranger)
      expect(englishMail.subject).toMatch(/^\d{6} is your Gangway login code$/)

      // Every language the widget speaks: a Hong Kong visitor reads Traditional Chinese.
      const hongKong = newEmail()
      await site.api('/api/v1/email/connect', {
        body: { email: hongKong },
        device: newDevice(),
        forwardedFor: newIp(),
        language: 'zh-HK',
      })
      expect((await backend.smtp().waitForMail(hongKong)).subject).toMatch(
        /^\d{6} 是你的 Gangway 登入驗證碼$/,
      )
    })
  })

  describe('storage', () => {
    it('keeps users and sessions across a restart', async () => {
      const first = await open(backend.durableOptions())
      const session = await login(first)
      // A login in progress (code mailed, not yet entered) survives the restart too.
      const pending = { email: newEmail(), device: newDevice(), ip: newIp() }
      await first.api('/api/v1/email/connect', {
        body: { email: pending.email },
        device: pending.device,
        forwardedFor: pending.ip,
      })
      const otp = await backend.smtp().nextCode(pending.email)
      await first.close()
      running.splice(running.indexOf(first), 1)
      const second = await open(backend.durableOptions())
      const restored = await second.api('/api/v1/session', {
        device: session.device,
        token: session.token,
      })
      expect(restored.body).toEqual({ isConnected: true, user: session.user })
      const throttled = await second.api('/api/v1/email/connect', {
        body: { email: pending.email },
        device: pending.device,
        forwardedFor: pending.ip,
      })
      expect(throttled.body.code).toBe('THROTTLED')
      const finished = await second.api('/api/v1/email/otp', {
        body: { email: pending.email, otp },
        device: pending.device,
        forwardedFor: pending.ip,
      })
      expect(finished.status).toBe(200)
      const message = toHex('after restart')
      const signed = await sign(second, session, 'eip155', 'personal_sign', [
        message,
        session.user.address,
      ])
      expect(
        await verifyMessage({
          address: session.user.address as Hex,
          message: { raw: message },
          signature: signed.body.result as Hex,
        }),
      ).toBe(true)
      // A fresh PGlite folder runs initdb: many seconds on a loaded machine.
    }, 120_000)

    it('fails loudly on a tampered key and refuses to start with another MASTER_KEY', async () => {
      const site = await open()
      const session = await login(site)
      const userId = (
        await site.site.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
          session.email,
        ])
      )[0]?.id
      await site.site.database.query(
        'UPDATE user_keys SET eip155_secret = set_byte(eip155_secret, 20, (get_byte(eip155_secret, 20) + 1) % 256) WHERE user_id = $1',
        [userId],
      )
      const tampered = await sign(site, session, 'eip155', 'personal_sign', [
        '0x01',
        session.user.address,
      ])
      expect(tampered.status).toBe(500)
      expect(tampered.body.code).toBe('KEY_DECRYPTION_FAILED')
      await site.close()
      running.splice(running.indexOf(site), 1)

      await expect(open({ masterKey: randomBytes(32) })).rejects.toThrow(
        /MASTER_KEY is not the key/,
      )
    })

    it('rotates the master key: data keys re-wrapped, the old key refused, signatures unchanged', async () => {
      const site = await open()
      const session = await login(site)
      const before = await site.site.database.query<{ eip155_secret: Uint8Array }>(
        'SELECT k.eip155_secret FROM user_keys k JOIN users u ON u.id = k.user_id WHERE u.email = $1',
        [session.email],
      )
      const newKey = randomBytes(32)
      const count = await rotateMasterKey({
        database: site.site.database,
        oldKey: masterKey,
        newKey,
      })
      expect(count).toBeGreaterThan(0)
      const after = await site.site.database.query<{ eip155_secret: Uint8Array }>(
        'SELECT k.eip155_secret FROM user_keys k JOIN users u ON u.id = k.user_id WHERE u.email = $1',
        [session.email],
      )
      expect(
        Buffer.from(after[0]?.eip155_secret ?? []).equals(
          Buffer.from(before[0]?.eip155_secret ?? []),
        ),
      ).toBe(true)
      await site.close()
      running.splice(running.indexOf(site), 1)
      await expect(open()).rejects.toThrow(/MASTER_KEY/)
      const rotated = await open({ masterKey: newKey })
      const message = toHex('rotated')
      const signed = await sign(rotated, session, 'eip155', 'personal_sign', [
        message,
        session.user.address,
      ])
      expect(
        await verifyMessage({
          address: session.user.address as Hex,
          message: { raw: message },
          signature: signed.body.result as Hex,
        }),
      ).toBe(true)
      // Back to the file's key for the tests after this one.
      await rotateMasterKey({ database: rotated.site.database, oldKey: newKey, newKey: masterKey })
    })

    if (backend.sharedByInstances) {
      it('runs as several stateless instances on one database', async () => {
        const a = await open()
        const b = await open()
        const email = newEmail()
        const device = newDevice()
        const ip = newIp()
        await a.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip })
        // The throttle lives in the database: the other instance sees it.
        expect(
          (await b.api('/api/v1/email/connect', { body: { email }, device, forwardedFor: ip }))
            .status,
        ).toBe(429)
        const otp = await backend.smtp().nextCode(email)
        const verified = await b.api('/api/v1/email/otp', {
          body: { email, otp },
          device,
          forwardedFor: ip,
        })
        const token = verified.body.token as string
        expect((await a.api('/api/v1/session', { device, token })).status).toBe(200)
      })
    }
  })
}
