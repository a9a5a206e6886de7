import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enroll, exportKeys, signInFrame } from '../frame/custody/frameCustody.js'
import type { AskPassword, PasswordProblem } from '../frame/custody/passwordPrompt.js'
import { type Database, openDatabase } from '../src/index.js'
import {
  type CustodyFrameSite,
  memoryStore,
  startCustodyFrameSite,
} from './support/custodyFrameSite.js'
import { newEmail } from './support/startSite.js'

describe('CUSTODY=shares: the frame enrolls, signs, and recovers on a new device (PGlite)', () => {
  let database: Database
  const clock = { now: Date.UTC(2026, 10, 29, 12) }
  const masterKey = randomBytes(32)
  let custody: CustodyFrameSite
  beforeAll(async () => {
    database = await openDatabase({})
  })
  afterEach(async () => {
    await custody?.close()
  })
  afterAll(async () => {
    await database?.close()
  })
  const login = (email: string) => custody.login(email)
  const apiOf: CustodyFrameSite['apiOf'] = (session) => custody.apiOf(session)

  it('signs with device + auth share; a new device recovers with the password (a wrong one asks again); the first device, its share stale, asks for the password again', async () => {
    custody = await startCustodyFrameSite({ database, clock, masterKey })
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

  it('exports the keys after the key-export code: the frame joins its device shares with the auth shares the code releases; a wrong code releases nothing; a device with a stale share opens the wallet first', async () => {
    custody = await startCustodyFrameSite({ database, clock, masterKey })
    const email = newEmail()
    const password = 'a long recovery password'
    const first = await login(email)
    const store = memoryStore()
    const { eip155Address, solanaAddress } = await enroll({
      api: apiOf(first),
      password,
      store,
    })
    const noPassword: AskPassword = () =>
      Promise.reject(new Error('this device has its share: no password'))
    const exportCode = async () => {
      await apiOf(first)('export/code', { auth: true })
      const mail = custody.mails.at(-1)
      expect(mail?.subject).toContain('key export code')
      return custody.lastCode(email) as string
    }

    // A wrong code: refused, nothing released.
    const code = await exportCode()
    await expect(
      exportKeys({
        api: apiOf(first),
        eip155Address,
        otp: code === '000000' ? '000001' : '000000',
        ask: noPassword,
        store,
      }),
    ).rejects.toThrow('400 INVALID_CODE')
    const keys = await exportKeys({
      api: apiOf(first),
      eip155Address,
      otp: code,
      ask: noPassword,
      store,
    })
    expect(privateKeyToAddress(keys.eip155 as Hex)).toBe(eip155Address)
    const secretKey = base58.decode(keys.solana)
    expect(secretKey).toHaveLength(64)
    expect(base58.encode(ed25519.getPublicKey(secretKey.slice(0, 32)))).toBe(solanaAddress)
    expect(base58.encode(secretKey.slice(32))).toBe(solanaAddress)
    // The code is used up.
    await expect(
      exportKeys({ api: apiOf(first), eip155Address, otp: code, ask: noPassword, store }),
    ).rejects.toThrow(/^400 /)

    // Another device recovers (re-splits): this device's share is stale; the export opens the
    // wallet here again with the recovery password, then shows the same keys.
    const second = await login(email)
    await signInFrame({
      api: apiOf(second),
      eip155Address,
      request: { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', eip155Address] },
      store: memoryStore(),
      ask: async () => password,
    })
    const asked: string[] = []
    const again = await exportKeys({
      api: apiOf(first),
      eip155Address,
      otp: await exportCode(),
      ask: async (purpose) => {
        asked.push(purpose)
        return password
      },
      store,
    })
    expect(asked).toEqual(['enter'])
    expect(again).toEqual(keys)
  })
})
