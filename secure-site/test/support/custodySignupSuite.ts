// CUSTODY=shares (issue 32): a sign-up creates no key on the server (e-mail and social), and
// a new device's recovery password is checked by the server, which counts every attempt.
import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { fromBase64Url } from '../../frame/custody/bytes.js'
import { enrollKeys, splitForServer } from '../../frame/custody/enrollKeys.js'
import { deriveRecoveryKey } from '../../frame/custody/recoveryPassword.js'
import { combineShares } from '../../frame/custody/shares.js'
import { recoveryAttemptLimit, recoveryWindowMs } from '../../src/custody/recoveryAttempts.js'
import { deriveMasterKey } from '../../src/envelope.js'
import type { Database, Mail, SecureSiteOptions } from '../../src/index.js'
import * as keys from '../../src/keys.js'
import { findOrCreateSocialUser } from '../../src/social/findOrCreateSocialUser.js'
import { newDevice, newEmail, type RunningSite, startSite } from './startSite.js'

const cheap = { t: 1, m: 256, p: 1 }
/** One MASTER_KEY for the file's database (a site refuses another). */
const masterKey = randomBytes(32)

/**
 * CUSTODY=shares sign-up and recovery limits on one backend (issue 32). The test file mocks
 * `src/keys.js` with a spy that keeps `generateUserSecrets` real (`vi.mock` is hoisted per
 * file), so the suite sees whether the server made a key at all.
 */
export function describeCustodySignup(backend: { options(): Partial<SecureSiteOptions> }) {
  const mails: Mail[] = []
  const clock = { now: Date.UTC(2026, 10, 29, 12) }
  const running: RunningSite[] = []
  let database: Database
  beforeEach(() => {
    vi.mocked(keys.generateUserSecrets).mockClear()
  })
  afterEach(async () => {
    for (const site of running.splice(0)) await site.close()
  })
  const open = async (custody: 'shares' | 'server' | 'auto') => {
    const site = await startSite({
      ...backend.options(),
      masterKey,
      custody,
      mailer: {
        async send(mail) {
          mails.push(mail)
        },
        close() {},
      },
      clock,
    })
    running.push(site)
    database = site.site.database
    return site
  }
  const login = async (running: RunningSite, email: string, device = newDevice()) => {
    await running.api('/api/v1/email/connect', { body: { email }, device })
    const mail = [...mails].reverse().find((candidate) => candidate.to === email)
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1]
    const verified = await running.api('/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
    return { token: verified.body.token as string, device, user: verified.body.user }
  }
  const keyRow = async (email: string) => {
    const [row] = await database.query<Record<string, unknown>>(
      `SELECT k.custody, k.eip155_address, k.solana_address, k.master_key_id, k.wrapped_data_key,
         k.eip155_secret, k.solana_secret
       FROM user_keys k JOIN users u ON u.id = k.user_id WHERE u.email = $1`,
      [email],
    )
    return row
  }

  it('an e-mail sign-up stores no key and makes none: addresses stay empty until the frame enrolls', async () => {
    const running = await open('shares')
    const email = newEmail()
    const session = await login(running, email)
    expect(session.user).toMatchObject({ address: '' })
    expect(await keyRow(email)).toEqual({
      custody: 'shares',
      eip155_address: '',
      solana_address: '',
      master_key_id: null,
      wrapped_data_key: null,
      eip155_secret: null,
      solana_secret: null,
    })
    expect(keys.generateUserSecrets).not.toHaveBeenCalled()
    expect(
      await running.api('/api/v1/custody', { token: session.token, device: session.device }),
    ).toMatchObject({ body: { mode: 'shares', custody: 'shares', enrolled: false } })
  })

  it('the same sign-up under CUSTODY=server makes and seals a key (the check can fail)', async () => {
    const running = await open('server')
    const email = newEmail()
    await login(running, email)
    expect(keys.generateUserSecrets).toHaveBeenCalledTimes(1)
    expect((await keyRow(email))?.eip155_secret).not.toBeNull()
  })

  it('a social sign-up stores no key and makes none', async () => {
    await open('shares')
    const user = await findOrCreateSocialUser(database, {
      masterKey: deriveMasterKey(masterKey),
      provider: 'github',
      profile: {
        subject: `subject-${randomBytes(6).toString('hex')}`,
        email: undefined,
        emailVerified: false,
        username: 'visitor',
      },
      now: clock.now,
    })
    expect(user).toMatchObject({ eip155Address: '', solanaAddress: '' })
    expect(keys.generateUserSecrets).not.toHaveBeenCalled()
    const [row] = await database.query<Record<string, unknown>>(
      'SELECT custody, eip155_secret, master_key_id FROM user_keys WHERE user_id = $1',
      [user.id],
    )
    expect(row).toEqual({ custody: 'shares', eip155_secret: null, master_key_id: null })
  })

  it('releases the recovery ciphertext only for the right password, and locks after 5 attempts per 24 h', async () => {
    const running = await open('shares')
    const email = newEmail()
    const first = await login(running, email)
    const password = 'the right recovery password'
    const { body } = await enrollKeys({ password, argon2Params: cheap })
    const auth = (session: { token: string; device: string }) => ({
      token: session.token,
      device: session.device,
    })
    expect((await running.api('/api/v1/custody/enroll', { ...auth(first), body })).status).toBe(200)
    clock.now += 5 * 60_000
    const second = await login(running, email)
    const params = await running.api('/api/v1/custody/recovery', auth(second))
    expect(params.body).not.toHaveProperty('eip155.recovery.ciphertext')
    const salt = (params.body.eip155 as { recovery: { params: { salt: string } } }).recovery.params
      .salt
    const checkOf = async (guess: string) =>
      (await deriveRecoveryKey(guess, { ...cheap, salt })).check
    const wrong = await checkOf('a wrong guess')
    const right = await checkOf(password)
    const open_ = (check: string) =>
      running.api('/api/v1/custody/recovery/open', { ...auth(second), body: { check } })

    // A wrong password: told so, with the attempts left, and no ciphertext.
    expect((await open_(wrong)).body).toEqual({ opened: false, attemptsLeft: 4 })
    // The right one opens, and the count starts again.
    const opened = await open_(right)
    expect(opened.body).toMatchObject({
      opened: true,
      shares: { eip155: { recovery: { ciphertext: body.eip155.recovery.ciphertext } } },
    })
    for (let left = recoveryAttemptLimit - 1; left >= 0; left -= 1)
      expect((await open_(wrong)).body).toEqual({ opened: false, attemptsLeft: left })
    // Past the limit even the right password is refused until the window ends.
    const locked = await open_(right)
    expect(locked).toMatchObject({ status: 429, body: { code: 'RECOVERY_LOCKED' } })
    clock.now += recoveryWindowMs
    expect((await open_(right)).body).toMatchObject({ opened: true })
  })

  it('counts racing guesses too: of 10 at once, 5 are compared and 5 refused; a server-held user has no recovery', async () => {
    const running = await open('shares')
    const email = newEmail()
    const session = await login(running, email)
    const auth = { token: session.token, device: session.device }
    const { body } = await enrollKeys({ password: 'the password', argon2Params: cheap })
    expect((await running.api('/api/v1/custody/enroll', { ...auth, body })).status).toBe(200)
    const wrong = (await deriveRecoveryKey('a guess', { ...cheap })).check
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        running.api('/api/v1/custody/recovery/open', { ...auth, body: { check: wrong } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(recoveryAttemptLimit)
    expect(
      answers.filter((answer) => answer.status === 429 && answer.body.code === 'RECOVERY_LOCKED'),
    ).toHaveLength(10 - recoveryAttemptLimit)
    // Not a check at all: refused before it counts.
    expect(
      (await running.api('/api/v1/custody/recovery/open', { ...auth, body: { check: 'AAAA' } }))
        .body,
    ).toMatchObject({ code: 'INVALID_REQUEST' })

    const server = await open('server')
    const held = await login(server, newEmail())
    expect(
      await server.api('/api/v1/custody/recovery/open', {
        token: held.token,
        device: held.device,
        body: { check: wrong },
      }),
    ).toMatchObject({ status: 409, body: { code: 'KEY_ON_SERVER' } })
  })

  it('a new recovery password from a live device needs a fresh mailed code: rotate keeps the old one, a missing or wrong code changes nothing', async () => {
    const running = await open('shares')
    const email = newEmail()
    const session = await login(running, email)
    const auth = { token: session.token, device: session.device }
    const enrolled = await enrollKeys({
      password: 'the old recovery password',
      argon2Params: cheap,
    })
    expect(
      (await running.api('/api/v1/custody/enroll', { ...auth, body: enrolled.body })).status,
    ).toBe(200)
    // What the frame does: the device and auth shares rebuild the keys, split again under
    // the new password.
    const secrets = {
      eip155: await combineShares([
        enrolled.deviceShares.eip155,
        fromBase64Url(enrolled.body.eip155.authShare),
      ]),
      solana: await combineShares([
        enrolled.deviceShares.solana,
        fromBase64Url(enrolled.body.solana.authShare),
      ]),
    }
    const next = await splitForServer({
      secrets,
      addresses: { eip155: enrolled.body.eip155.address, solana: enrolled.body.solana.address },
      recoveryKey: await deriveRecoveryKey('the new recovery password', cheap),
    })
    const reset = (otp: string) =>
      running.api('/api/v1/custody/recovery/reset', {
        ...auth,
        body: { otp, shares: next.body },
      })

    // A session alone cannot put a new password in place: not by rotate, not without a code.
    expect(await running.api('/api/v1/custody/rotate', { ...auth, body: next.body })).toMatchObject(
      { status: 409, body: { code: 'RECOVERY_CHANGE_NEEDS_CODE' } },
    )
    expect(await reset('123456')).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    // Nor from a device the user never approved.
    expect(
      await running.api('/api/v1/custody/recovery/code', {
        token: session.token,
        device: newDevice(),
        body: {},
      }),
    ).toMatchObject({ status: 401 })

    expect(await running.api('/api/v1/custody/recovery/code', { ...auth, body: {} })).toMatchObject(
      { status: 200, body: { action: 'verify-otp' } },
    )
    const mail = [...mails].reverse().find((candidate) => candidate.to === email)
    expect(mail?.subject).toMatch(/^\d{6} is your .+ recovery password change code$/)
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    const wrong = otp === '000000' ? '000001' : '000000'
    expect(await reset(wrong)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    expect((await reset(otp)).status).toBe(204)
    // Used up.
    expect(await reset(otp)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })

    // A new device: the old password no longer opens the recovery share, the new one does.
    clock.now += 5 * 60_000
    const second = await login(running, email)
    const salt = next.body.eip155.recovery.params.salt
    const open_ = async (password: string) =>
      (
        await running.api('/api/v1/custody/recovery/open', {
          token: second.token,
          device: second.device,
          body: { check: (await deriveRecoveryKey(password, { ...cheap, salt })).check },
        })
      ).body
    expect(await open_('the old recovery password')).toMatchObject({ opened: false })
    expect(await open_('the new recovery password')).toMatchObject({
      opened: true,
      shares: { eip155: { recovery: { ciphertext: next.body.eip155.recovery.ciphertext } } },
    })
  })

  it('migrates a server-held user once, after a fresh login: the frame takes the key, splits it, and the sealed copy is deleted', async () => {
    const before = await open('server')
    const email = newEmail()
    const held = await login(before, email)
    const address = (held.user as { address: string }).address
    const auth = (session: { token: string; device: string }) => ({
      token: session.token,
      device: session.device,
    })
    // Under CUSTODY=server there is nothing to move to.
    expect(
      await before.api('/api/v1/custody/migration/keys', { ...auth(held), body: {} }),
    ).toMatchObject({ status: 409, body: { code: 'CUSTODY_SERVER' } })

    // The operator turns CUSTODY=shares on. A session older than 10 minutes cannot take the key.
    const after = await open('shares')
    clock.now += 11 * 60_000
    expect(
      await after.api('/api/v1/custody/migration/keys', { ...auth(held), body: {} }),
    ).toMatchObject({ status: 403, body: { code: 'LOGIN_NOT_FRESH' } })

    // A fresh code: the frame takes the keys once and splits them.
    const fresh = await login(after, email, held.device)
    const taken = await after.api('/api/v1/custody/migration/keys', { ...auth(fresh), body: {} })
    expect(taken.status).toBe(200)
    const keys = taken.body as Record<'eip155' | 'solana', { address: string; secret: string }>
    expect(keys.eip155.address).toBe(address)
    const secrets = {
      eip155: fromBase64Url(keys.eip155.secret),
      solana: fromBase64Url(keys.solana.secret),
    }
    const split = await splitForServer({
      secrets,
      addresses: { eip155: keys.eip155.address, solana: keys.solana.address },
      recoveryKey: await deriveRecoveryKey('the recovery password', cheap),
    })
    // Shares of another key are refused.
    const other = await enrollKeys({ password: 'x'.repeat(12), argon2Params: cheap })
    expect(
      await after.api('/api/v1/custody/migration', { ...auth(fresh), body: other.body }),
    ).toMatchObject({ status: 409, body: { code: 'ADDRESS_MISMATCH' } })
    expect(
      await after.api('/api/v1/custody/migration', { ...auth(fresh), body: split.body }),
    ).toMatchObject({ status: 200, body: { eip155Address: address } })

    // The sealed copy is gone; the user is in shares, and the server signs no more.
    expect(await keyRow(email)).toEqual({
      custody: 'shares',
      eip155_address: address,
      solana_address: keys.solana.address,
      master_key_id: null,
      wrapped_data_key: null,
      eip155_secret: null,
      solana_secret: null,
    })
    expect(
      await after.api('/api/v1/custody/migration/keys', { ...auth(fresh), body: {} }),
    ).toMatchObject({ status: 409, body: { code: 'KEY_IN_FRAME' } })
    expect(
      await after.api('/api/v1/sign', {
        ...auth(fresh),
        body: { namespace: 'eip155', method: 'personal_sign', params: ['0x68', address] },
      }),
    ).toMatchObject({ status: 409, body: { code: 'KEY_IN_FRAME' } })
    // The device share and the auth share rebuild the same key.
    const rebuilt = await combineShares([
      split.deviceShares.eip155,
      fromBase64Url(split.body.eip155.authShare),
    ])
    expect(Buffer.from(rebuilt).equals(Buffer.from(secrets.eip155))).toBe(true)
  })

  it('CUSTODY unset (auto) keeps an existing site as it was: what it recorded, else server when it has users', async () => {
    const before = await open('server')
    const email = newEmail()
    const held = await login(before, email)
    // A site from before custody was recorded: users, no recorded mode.
    await database.query('DELETE FROM custody_setting')
    const after = await open('auto')
    expect(
      await after.api('/api/v1/custody', { token: held.token, device: held.device }),
    ).toMatchObject({
      body: { mode: 'server', custody: 'server' },
    })
    // The server still signs for its user.
    const address = (held.user as { address: string }).address
    expect(
      await after.api('/api/v1/sign', {
        token: held.token,
        device: held.device,
        body: { namespace: 'eip155', method: 'personal_sign', params: ['0x68', address] },
      }),
    ).toMatchObject({ status: 200 })
    // A site that recorded shares stays in shares.
    await open('shares')
    await open('auto')
    const [row] = await database.query<{ mode: string }>('SELECT mode FROM custody_setting')
    expect(row?.mode).toBe('shares')
  })
}
