import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CustodyChain, DeviceShareStore } from '../frame/custody/deviceShareStore.js'
import { type CustodyApi, enroll, signInFrame } from '../frame/custody/frameCustody.js'
import type { AskPassword, PasswordProblem } from '../frame/custody/passwordPrompt.js'
import { type Database, type Mail, openDatabase } from '../src/index.js'
import { newDevice, newEmail, type RunningSite, startSite } from './support/startSite.js'

/** The device share store as IndexedDB keeps it, in memory (Node has no IndexedDB). */
function memoryStore(): DeviceShareStore & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>()
  const id = (account: string, chain: CustodyChain) => `${account}:${chain}`
  return {
    entries,
    async save(account, chain, share) {
      entries.set(id(account, chain), share.slice())
    },
    async load(account, chain) {
      const share = entries.get(id(account, chain))
      if (!share) throw new Error('DEVICE_SHARE_MISSING')
      return share.slice()
    },
    async has(account, chain) {
      return entries.has(id(account, chain))
    },
  }
}

describe('CUSTODY=shares: the frame enrolls, signs, and recovers on a new device (PGlite)', () => {
  let database: Database
  const mails: Mail[] = []
  const clock = { now: Date.UTC(2026, 10, 29, 12) }
  let site: RunningSite
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterEach(async () => {
    await site?.close()
  })
  afterAll(async () => {
    await database?.close()
  })

  const login = async (email: string, device = newDevice()) => {
    await site.api('/api/v1/email/connect', { body: { email }, device })
    const mail = [...mails].reverse().find((candidate) => candidate.to === email)
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1]
    const verified = await site.api('/api/v1/email/otp', { body: { email, otp }, device })
    expect(verified.status).toBe(200)
    return { token: verified.body.token as string, device }
  }
  // The frame's `api` over HTTP, for one session.
  const apiOf =
    (session: { token: string; device: string }): CustodyApi =>
    async <result>(
      path: string,
      options: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean } = {},
    ) => {
      const answer = await site.api(`/api/v1/${path}`, {
        method: options.method,
        body: options.body,
        token: session.token,
        device: session.device,
      })
      if (answer.status >= 400) throw new Error(`${answer.status} ${String(answer.body.code)}`)
      return { status: answer.status, body: answer.body as result }
    }

  it('signs with device + auth share; a new device recovers with the password (a wrong one asks again); the first device, its share stale, asks for the password again', async () => {
    site = await startSite({
      database,
      masterKey: randomBytes(32),
      custody: 'shares',
      mailer: {
        async send(mail) {
          mails.push(mail)
        },
        close() {},
      },
      clock,
    })
    const email = newEmail()
    const password = 'a long recovery password'
    const first = await login(email)
    const firstStore = memoryStore()
    const { eip155Address, solanaAddress } = await enroll({
      api: apiOf(first),
      password,
      store: firstStore,
    })
    expect(firstStore.entries.size).toBe(2)

    const signature = await signInFrame({
      api: apiOf(first),
      eip155Address,
      request: { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', eip155Address] },
      store: firstStore,
      ask: () => Promise.reject(new Error('the first device has its share: no password')),
    })
    expect(
      await verifyMessage({
        address: eip155Address as Hex,
        message: { raw: '0x6869' },
        signature: signature as Hex,
      }),
    ).toBe(true)

    // A new device: e-mail login (after the per-address throttle), then the recovery password
    // (wrong once).
    clock.now += 5 * 60_000
    const second = await login(email)
    const secondStore = memoryStore()
    const asked: (PasswordProblem | undefined)[] = []
    const answers = ['not the password', password]
    const message = base58.encode(new TextEncoder().encode('hello from a new device'))
    const solana = (await signInFrame({
      api: apiOf(second),
      eip155Address,
      request: { namespace: 'solana', method: 'solana_signMessage', params: { message } },
      store: secondStore,
      ask: async (purpose, problem) => {
        expect(purpose).toBe('enter')
        asked.push(problem)
        return answers.shift() as string
      },
    })) as { signature: string }
    expect(asked).toEqual([undefined, { kind: 'wrong', attemptsLeft: 4 }])
    expect(
      ed25519.verify(
        base58.decode(solana.signature),
        base58.decode(message),
        base58.decode(solanaAddress),
      ),
    ).toBe(true)

    // The re-split replaced the auth share: the first device's old share rebuilds nothing,
    // and that device needs the recovery password again (Cancel leaves it unable to sign).
    const sign = (ask: AskPassword) =>
      signInFrame({
        api: apiOf(first),
        eip155Address,
        request: {
          namespace: 'eip155',
          method: 'personal_sign',
          params: ['0x6869', eip155Address],
        },
        store: firstStore,
        ask,
      })
    await expect(
      sign(() => Promise.reject(new Error('User rejected the request.'))),
    ).rejects.toThrow('User rejected the request.')
    const again = (await sign(async (purpose) => {
      expect(purpose).toBe('enter')
      return password
    })) as Hex
    expect(
      await verifyMessage({
        address: eip155Address as Hex,
        message: { raw: '0x6869' },
        signature: again,
      }),
    ).toBe(true)
  })
})
