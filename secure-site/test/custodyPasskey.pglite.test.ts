// CUSTODY=shares (issue 32), the passkey factor: the recovery share sealed under a key from the
// WebAuthn PRF extension. Node has no authenticator: `navigator.credentials` is a small fake one
// (HMAC-SHA-256 of the PRF salt, as CTAP2's hmac-secret), which can also answer as a hostile or
// broken one does. The site, its database and the frame's custody code are the real ones; the
// browser test (test/e2e/custody-passkey.spec.ts) runs Chromium's virtual authenticator.
import { createHmac, randomBytes } from 'node:crypto'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DeviceShareStore } from '../frame/custody/deviceShareStore.js'
import { type CustodyApi, createKeys, signInFrame } from '../frame/custody/frameCustody.js'
import type { AskPassword, PasswordProblem } from '../frame/custody/passwordPrompt.js'
import { passkeysOffered } from '../frame/custody/recoveryPasskey.js'
import { type Database, openDatabase } from '../src/index.js'
import {
  type CustodyFrameSite,
  memoryStore,
  startCustodyFrameSite,
} from './support/custodyFrameSite.js'
import { newEmail } from './support/startSite.js'

/** How the fake authenticator answers the next ceremony. */
type Behaviour = 'prf' | 'no-prf' | 'short-prf' | 'other-credential'

/** A platform authenticator with PRF (hmac-secret), or one that misbehaves as told. */
function fakeAuthenticator() {
  const credentials = new Map<string, Buffer>()
  const calls: { kind: 'create' | 'get'; rpId: string | undefined; allow: string[] }[] = []
  const state = { behaviour: 'prf' as Behaviour }
  const prf = (secret: Buffer, salt: BufferSource) =>
    createHmac('sha256', secret)
      .update(Buffer.concat([Buffer.from('WebAuthn PRF\0'), Buffer.from(salt as Uint8Array)]))
      .digest()
  const answer = (id: Buffer, results: Buffer | undefined, enabled?: boolean) => ({
    rawId: new Uint8Array(id).buffer,
    getClientExtensionResults: () =>
      state.behaviour === 'no-prf'
        ? { prf: { enabled: false } }
        : {
            prf: {
              ...(enabled === undefined ? {} : { enabled }),
              ...(results ? { results: { first: new Uint8Array(results) } } : {}),
            },
          },
  })
  const credentialsApi = {
    async create({ publicKey }: CredentialCreationOptions) {
      if (!publicKey) throw new Error('publicKey expected')
      calls.push({ kind: 'create', rpId: publicKey.rp.id, allow: [] })
      const id = randomBytes(32)
      const secret = randomBytes(32)
      credentials.set(id.toString('base64url'), secret)
      // Like many authenticators: PRF enabled at creation, its output only on an assertion.
      return answer(id, undefined, true)
    },
    async get({ publicKey }: CredentialRequestOptions) {
      if (!publicKey) throw new Error('publicKey expected')
      const allow = (publicKey.allowCredentials ?? []).map((c) =>
        Buffer.from(c.id as Uint8Array).toString('base64url'),
      )
      calls.push({ kind: 'get', rpId: publicKey.rpId, allow })
      const [wanted] = allow
      const secret = wanted ? credentials.get(wanted) : undefined
      if (!wanted || !secret) throw new DOMException('No credential', 'NotAllowedError')
      const salt = publicKey.extensions?.prf?.eval?.first
      if (!salt) throw new Error('PRF salt expected')
      const output = prf(secret, salt)
      if (state.behaviour === 'short-prf')
        return answer(Buffer.from(wanted, 'base64url'), output.subarray(0, 16))
      if (state.behaviour === 'other-credential') {
        const [otherId, otherSecret] = [randomBytes(32), randomBytes(32)]
        return answer(otherId, prf(otherSecret, salt))
      }
      return answer(Buffer.from(wanted, 'base64url'), output)
    },
  }
  return { credentials, calls, state, credentialsApi }
}

describe('CUSTODY=shares with a passkey (PRF) as the recovery factor (PGlite)', () => {
  let database: Database
  const clock = { now: Date.UTC(2026, 10, 29, 12) }
  let custody: CustodyFrameSite
  let authenticator: ReturnType<typeof fakeAuthenticator>
  const saved: Record<string, PropertyDescriptor | undefined> = {}

  beforeAll(async () => {
    database = await openDatabase({})
    custody = await startCustodyFrameSite({ database, clock })
  })
  beforeEach(() => {
    authenticator = fakeAuthenticator()
    const globals: Record<string, unknown> = {
      navigator: { credentials: authenticator.credentialsApi },
      location: { hostname: 'wallet.example.com' },
      isSecureContext: true,
      PublicKeyCredential: class {},
    }
    for (const [name, value] of Object.entries(globals)) {
      saved[name] = Object.getOwnPropertyDescriptor(globalThis, name)
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
    }
  })
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
  })
  afterAll(async () => {
    await custody?.close()
    await database?.close()
  })

  const login = (email: string) => custody.login(email)
  const apiOf: CustodyFrameSite['apiOf'] = (session) => custody.apiOf(session)
  const signHello = (api: CustodyApi, store: DeviceShareStore, address: string, ask: AskPassword) =>
    signInFrame({
      api,
      eip155Address: address,
      request: { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', address] },
      store,
      ask,
    }) as Promise<Hex>
  const rows = (address: string) =>
    database.query<{ recovery_kind: string; recovery_params: string }>(
      'SELECT recovery_kind, recovery_params FROM key_shares WHERE address = $1',
      [address],
    )

  /** Signs up by passkey: the visitor picks "Use a passkey instead". */
  async function signUpWithPasskey(email: string) {
    const session = await login(email)
    const store = memoryStore()
    const offers: (boolean | undefined)[] = []
    const { eip155Address } = await createKeys({
      api: apiOf(session),
      ask: async (purpose, _problem, offer) => {
        expect(purpose).toBe('set')
        offers.push(offer?.passkey)
        return { passkey: true }
      },
      label: email,
      migrating: false,
      store,
    })
    expect(offers).toEqual([true])
    return { eip155Address, store, session }
  }

  it('offers the passkey where the browser says PRF, or cannot say; not where it says no PRF, nor on a site served on an IP address (no RP ID)', async () => {
    const capable = (capabilities?: Record<string, boolean>) => {
      ;(globalThis as Record<string, unknown>).PublicKeyCredential = Object.assign(
        class {},
        capabilities ? { getClientCapabilities: async () => capabilities } : {},
      )
    }
    capable()
    expect(await passkeysOffered()).toBe(true)
    capable({ 'extension:prf': true })
    expect(await passkeysOffered()).toBe(true)
    capable({ 'extension:prf': false })
    expect(await passkeysOffered()).toBe(false)
    capable({ 'extension:prf': true })
    for (const hostname of ['127.0.0.1', '[::1]']) {
      ;(globalThis as Record<string, unknown>).location = { hostname }
      expect(await passkeysOffered()).toBe(false)
    }
  })

  it('signs up with a passkey (the server keeps the credential id, the salt, the ciphertext); a new device opens the wallet with it and signs with the same address', async () => {
    const email = newEmail()
    const { eip155Address } = await signUpWithPasskey(email)
    const [create] = authenticator.calls
    expect(create).toMatchObject({ kind: 'create', rpId: 'wallet.example.com' })
    const [credentialId] = [...authenticator.credentials.keys()]
    const stored = await rows(eip155Address)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.recovery_kind).toBe('prf')
    expect(Object.keys(JSON.parse(stored[0]?.recovery_params ?? '{}')).sort()).toEqual([
      'credentialId',
      'kdf',
      'nonce',
      'salt',
    ])
    expect(JSON.parse(stored[0]?.recovery_params ?? '{}').credentialId).toBe(credentialId)

    // A new device: no share; the passkey, asked with the stored credential only, opens it.
    const second = await login(email)
    const asked: string[] = []
    const signature = await signHello(
      apiOf(second),
      memoryStore(),
      eip155Address,
      async (purpose) => {
        asked.push(purpose)
        return { passkey: true }
      },
    )
    expect(asked).toEqual(['passkey'])
    expect(authenticator.calls.at(-1)).toMatchObject({ kind: 'get', allow: [credentialId] })
    expect(
      await verifyMessage({ address: eip155Address as Hex, message: { raw: '0x6869' }, signature }),
    ).toBe(true)
  })

  it('a passkey without PRF: told so, the passkey is no longer offered, and the password protects the wallet', async () => {
    const session = await login(newEmail())
    authenticator.state.behaviour = 'no-prf'
    const asked: { problem: PasswordProblem | undefined; passkey: boolean | undefined }[] = []
    const { eip155Address } = await createKeys({
      api: apiOf(session),
      ask: async (_purpose, problem, offer) => {
        asked.push({ problem, passkey: offer?.passkey })
        return asked.length === 1 ? { passkey: true } : 'a long recovery password'
      },
      label: 'x@example.com',
      migrating: false,
      store: memoryStore(),
    })
    expect(asked).toEqual([
      { problem: undefined, passkey: true },
      { problem: { kind: 'passkeyNoPrf' }, passkey: false },
    ])
    expect((await rows(eip155Address))[0]?.recovery_kind).toBe('password')
  })

  it.each([
    ['a PRF result of the wrong length', 'short-prf'],
    ['a credential the site did not store', 'other-credential'],
  ] as const)('refuses %s on a new device, and asks again', async (_name, behaviour) => {
    const email = newEmail()
    const { eip155Address } = await signUpWithPasskey(email)
    const second = await login(email)
    authenticator.state.behaviour = behaviour
    const problems: (PasswordProblem | undefined)[] = []
    const signature = await signHello(
      apiOf(second),
      memoryStore(),
      eip155Address,
      async (_p, problem) => {
        problems.push(problem)
        // The visitor tries again with their real passkey.
        if (problems.length === 2) authenticator.state.behaviour = 'prf'
        return { passkey: true }
      },
    )
    expect(problems).toEqual([undefined, { kind: 'passkeyUnusable' }])
    expect(
      await verifyMessage({ address: eip155Address as Hex, message: { raw: '0x6869' }, signature }),
    ).toBe(true)
  })

  it('a recovery ciphertext that does not open (changed on the server) is refused, not used', async () => {
    const email = newEmail()
    const { eip155Address } = await signUpWithPasskey(email)
    const [row] = await database.query<{ recovery_ciphertext: unknown }>(
      "SELECT recovery_ciphertext FROM key_shares WHERE address = $1 AND chain = 'eip155'",
      [eip155Address],
    )
    const changed = Buffer.from(row?.recovery_ciphertext as Uint8Array)
    changed[0] = (changed[0] ?? 0) ^ 1
    await database.query(
      "UPDATE key_shares SET recovery_ciphertext = $2 WHERE address = $1 AND chain = 'eip155'",
      [eip155Address, changed],
    )
    const second = await login(email)
    const problems: (PasswordProblem | undefined)[] = []
    await expect(
      signHello(apiOf(second), memoryStore(), eip155Address, async (_p, problem) => {
        problems.push(problem)
        if (problems.length > 1) throw new Error('User rejected the request.')
        return { passkey: true }
      }),
    ).rejects.toThrow('User rejected the request.')
    expect(problems).toEqual([undefined, { kind: 'passkeyUnusable' }])
  })

  it('the site refuses a passkey recovery without its credential id or salt, or with more', async () => {
    const session = await login(newEmail())
    let body: unknown
    await createKeys({
      api: async (path, options) => {
        if (path === 'custody/enroll') body = options?.body
        throw Object.assign(new Error('stop'), { status: 400 })
      },
      ask: async () => ({ passkey: true }),
      label: '',
      migrating: false,
      store: memoryStore(),
    }).catch(() => undefined)
    const set = body as Record<string, { recovery: { params: Record<string, unknown> } }>
    const post = (edit: (params: Record<string, unknown>) => void) => {
      const copy = structuredClone(set)
      for (const chain of ['eip155', 'solana']) {
        // Both chains' enrolment carries passkey parameters: an edit never lands on nothing.
        const params = copy[chain]?.recovery.params
        expect(params).toBeDefined()
        edit(params!)
      }
      return custody.site.api('/api/v1/custody/enroll', { body: copy, ...session })
    }
    for (const edit of [
      (params: Record<string, unknown>) => delete params.credentialId,
      (params: Record<string, unknown>) => {
        params.salt = 'c2hvcnQ'
      },
      (params: Record<string, unknown>) => {
        params.password = 'hunter2'
      },
    ]) {
      expect((await post(edit)).status).toBe(400)
    }
    expect((await post(() => {})).status).toBe(200)
  })
})
