import { randomBytes } from 'node:crypto'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex, type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromBase64Url } from '../../frame/custody/bytes.js'
import { enrollKeys } from '../../frame/custody/enrollKeys.js'
import { signWithShares } from '../../frame/custody/signWithShares.js'
import { toBytes } from '../../src/database.js'
import { deriveMasterKey } from '../../src/envelope.js'
import {
  type Database,
  type Mail,
  type Mailer,
  rotateMasterKey,
  type SecureSiteOptions,
} from '../../src/index.js'
import { openUserSecrets } from '../../src/keys.js'
import { readStoredKeys } from '../../src/readStoredKeys.js'
import { newDevice, newEmail, type RunningSite, startSite } from './startSite.js'

/** What a thief of the database and MASTER_KEY, reading every server log, holds. */
type Loot = { database: Database; masterKey: Uint8Array; logs: string[] }

/** Every value of every table of the site's schema, as bytes (bytea) or text. */
async function dumpDatabase(database: Database): Promise<(Uint8Array | string)[]> {
  const tables = await database.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  )
  const values: (Uint8Array | string)[] = []
  for (const { table_name } of tables) {
    for (const row of await database.query<Record<string, unknown>>(
      `SELECT * FROM "${table_name}"`,
    )) {
      for (const value of Object.values(row)) {
        if (value instanceof Uint8Array) values.push(toBytes(value))
        else if (typeof value === 'string') values.push(value)
      }
    }
  }
  return values
}

/** Byte strings of 32 or 33 bytes hidden in text as hex or base64(url): keys or shares. */
function bytesInText(text: string): Uint8Array[] {
  const found: Uint8Array[] = []
  for (const hex of text.match(/[0-9a-fA-F]{64,66}/g) ?? [])
    found.push(Uint8Array.from(Buffer.from(hex.length % 2 ? hex.slice(1) : hex, 'hex')))
  for (const word of text.match(/[A-Za-z0-9_+/-]{43,44}/g) ?? [])
    found.push(
      Uint8Array.from(
        Buffer.from(word, word.includes('-') || word.includes('_') ? 'base64url' : 'base64'),
      ),
    )
  return found.filter((bytes) => bytes.length === 32 || bytes.length === 33)
}

/**
 * The attacker: signs "attack" as `address` with anything the loot yields (the sealed key
 * opened with MASTER_KEY; any 32-byte value as a key; any two 33-byte values combined as
 * shares), or returns undefined.
 */
async function attackerSign(loot: Loot, userId: string, address: string): Promise<Hex | undefined> {
  const tryKey = async (secret: Uint8Array) => {
    const hex = bytesToHex(secret)
    try {
      if (privateKeyToAddress(hex).toLowerCase() !== address.toLowerCase()) return undefined
    } catch {
      return undefined
    }
    return privateKeyToAccount(hex).signMessage({ message: 'attack' })
  }
  try {
    const secrets = openUserSecrets(deriveMasterKey(loot.masterKey), {
      userId,
      stored: await readStoredKeys(loot.database, userId),
    })
    const signed = await tryKey(Uint8Array.from(Buffer.from(secrets.eip155.slice(2), 'hex')))
    if (signed) return signed
  } catch {
    // No sealed key for this user (CUSTODY=shares): on to the shares.
  }
  const candidates: Uint8Array[] = []
  for (const value of [...(await dumpDatabase(loot.database)), ...loot.logs]) {
    if (typeof value === 'string') candidates.push(...bytesInText(value))
    else if (value.length === 32 || value.length === 33) candidates.push(value)
  }
  for (const candidate of candidates) {
    const signed = candidate.length === 32 ? await tryKey(candidate) : undefined
    if (signed) return signed
  }
  const shares = candidates.filter((candidate) => candidate.length === 33)
  for (const [i, a] of shares.entries()) {
    for (const b of shares.slice(i + 1)) {
      const secret = await combine([a, b]).catch(() => undefined)
      const signed = secret && (await tryKey(secret))
      if (signed) return signed
    }
  }
  return undefined
}

/**
 * CUSTODY=shares against a thief of the database and MASTER_KEY with every server log
 * (issue 32), on one backend. The same attack against CUSTODY=server succeeds: that is
 * what shows the attack can.
 */
export function describeCustodyAttack(backend: { options(): Partial<SecureSiteOptions> }) {
  const masterKey = randomBytes(32)
  const clock = { now: Date.UTC(2026, 10, 29, 12) }
  const mails: Mail[] = []
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail)
    },
    close() {},
  }
  const logs: string[] = []
  const running: RunningSite[] = []
  const open = async (custody: 'server' | 'shares') => {
    const site = await startSite({
      ...backend.options(),
      masterKey,
      mailer,
      clock,
      custody,
      log: (line) => logs.push(line),
    })
    running.push(site)
    return site
  }
  afterEach(async () => {
    vi.restoreAllMocks()
    for (const site of running.splice(0)) await site.close()
  })
  // Every console line the process writes is part of the loot.
  const captureConsole = () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
        logs.push(
          parts.map((part) => (part instanceof Error ? `${part.stack}` : String(part))).join(' '),
        )
      })
    }
  }
  const login = async (site: RunningSite, email = newEmail(), device = newDevice()) => {
    const connect = await site.api('/api/v1/email/connect', { body: { email }, device })
    expect(connect.status).toBe(200)
    const mail = [...mails].reverse().find((candidate) => candidate.to === email)
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1]
    expect(otp).toBeDefined()
    const verified = await site.api('/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
    const user = verified.body.user as Record<string, unknown>
    return { token: verified.body.token as string, device, email, user }
  }
  const userIdOf = async (site: RunningSite, email: string) => {
    const [row] = await site.site.database.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [email],
    )
    return row?.id as string
  }

  describe('custody: a thief of the database, MASTER_KEY and the logs', () => {
    it('CUSTODY=server: signs for the user (the attack works)', async () => {
      captureConsole()
      const site = await open('server')
      const session = await login(site)
      const address = session.user.address as string
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      const signature = await attackerSign(
        { database: site.site.database, masterKey, logs },
        await userIdOf(site, session.email),
        address,
      )
      expect(signature).toBeDefined()
      expect(
        await verifyMessage({
          address: address as Hex,
          message: 'attack',
          signature: signature as Hex,
        }),
      ).toBe(true)
    })

    it('CUSTODY=shares: cannot sign for the user, while the frame (device + auth share) can', async () => {
      captureConsole()
      const site = await open('shares')
      const session = await login(site)
      const auth = { token: session.token, device: session.device }
      // The server made no key: the addresses wait for the frame.
      expect(session.user.address).toBe('')
      expect((await site.api('/api/v1/custody', auth)).body).toEqual({
        mode: 'shares',
        custody: 'shares',
        enrolled: false,
        recoveryKind: null,
      })

      const password = randomBytes(18).toString('base64url')
      const { body, deviceShares } = await enrollKeys({
        password,
        argon2Params: { t: 1, m: 256, p: 1 },
      })
      const enrolled = await site.api('/api/v1/custody/enroll', { ...auth, body })
      expect(enrolled).toEqual({
        status: 200,
        body: { eip155Address: body.eip155.address, solanaAddress: body.solana.address },
      })
      const address = body.eip155.address
      // A second enrollment cannot replace the keys.
      expect((await site.api('/api/v1/custody/enroll', { ...auth, body })).body).toMatchObject({
        code: 'KEYS_EXIST',
      })
      // The server refuses to sign or export: it holds no key.
      const signed = await site.api('/api/v1/sign', {
        ...auth,
        body: { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', address] },
      })
      expect(signed).toMatchObject({ status: 409, body: { code: 'KEY_IN_FRAME' } })
      expect(await site.api('/api/v1/export', { ...auth, body: { otp: '000000' } })).toMatchObject({
        status: 409,
        body: { code: 'KEY_IN_FRAME' },
      })

      // The legitimate frame: its device share and the auth share the server releases.
      const released = await site.api('/api/v1/custody/auth-share', auth)
      expect(released.status).toBe(200)
      const authShare = fromBase64Url((released.body.eip155 as { authShare: string }).authShare)
      const signature = await signWithShares(
        { namespace: 'eip155', method: 'personal_sign', params: ['0x61747461636b', address] },
        { shares: [deviceShares.eip155.slice(), authShare], address },
      )
      expect(
        await verifyMessage({
          address: address as Hex,
          message: 'attack',
          signature: signature as Hex,
        }),
      ).toBe(true)

      // The thief: everything the server has, and has said.
      const userId = await userIdOf(site, session.email)
      expect(
        await attackerSign({ database: site.site.database, masterKey, logs }, userId, address),
      ).toBeUndefined()
    })

    it('rotate-master-key re-wraps the server-held keys and passes over users in shares', async () => {
      const site = await open('shares')
      const session = await login(site)
      const { body } = await enrollKeys({ password: 'pw', argon2Params: { t: 1, m: 256, p: 1 } })
      const auth = { token: session.token, device: session.device }
      expect((await site.api('/api/v1/custody/enroll', { ...auth, body })).status).toBe(200)
      const newKey = randomBytes(32)
      const count = await rotateMasterKey({
        database: site.site.database,
        oldKey: masterKey,
        newKey,
      })
      // Back to the suite's key: the database is shared by the file's tests.
      await rotateMasterKey({ database: site.site.database, oldKey: newKey, newKey: masterKey })
      const [server] = await site.site.database.query<{ count: unknown }>(
        "SELECT count(*) AS count FROM user_keys WHERE custody = 'server'",
      )
      expect(count).toBe(Number(server?.count))
    })

    it('CUSTODY=shares: the auth share goes only to a device the user approved', async () => {
      const site = await open('shares')
      const session = await login(site)
      const auth = { token: session.token, device: session.device }
      const { body } = await enrollKeys({ password: 'pw', argon2Params: { t: 1, m: 256, p: 1 } })
      expect((await site.api('/api/v1/custody/enroll', { ...auth, body })).status).toBe(200)
      await site.site.database.query('DELETE FROM devices WHERE user_id = $1', [
        await userIdOf(site, session.email),
      ])
      expect(await site.api('/api/v1/custody/auth-share', auth)).toMatchObject({
        status: 403,
        body: { code: 'DEVICE_UNKNOWN' },
      })
      // A session reads the recovery parameters, never the ciphertext without the password.
      const recovery = await site.api('/api/v1/custody/recovery', auth)
      expect(recovery.status).toBe(200)
      expect(recovery.body.eip155).toMatchObject({
        address: body.eip155.address,
        recovery: { kind: 'password', params: { kdf: 'argon2id' } },
      })
      expect((recovery.body.eip155 as { recovery: object }).recovery).not.toHaveProperty(
        'ciphertext',
      )
    })
  })
}
