import fc from 'fast-check'
import {
  appPrefix,
  frameEventNames,
  framePrefix,
  parseAppMessage,
  parseFrameMessage,
} from 'gangway/embedded'
import { describe, expect, it } from 'vitest'

const id = 'b6f1c0de-0000-4000-8000-000000000001'

/** One valid request per SPEC §7 frame event. */
const validRequests: Record<string, unknown> = {
  SWITCH_NETWORK: { chainId: 8453 },
  CONNECT_EMAIL: { email: 'visitor@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'https://secure.example/callback?code=1' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  SIGN_OUT: undefined,
  SIGN_OUT_EVERYWHERE: undefined,
  IS_CONNECTED: { token: 'abc' },
  GET_CHAIN_ID: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  GET_SESSIONS: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', '0x'] },
  UPDATE_EMAIL: { newEmail: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '123456' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '654321' },
  SYNC_THEME: { themeMode: 'dark' },
  SYNC_DAPP_DATA: { sdkVersion: '1', sdkType: 'gangway', projectId: 'p' },
  RELOAD: undefined,
  EXPORT_KEY_CODE: undefined,
  EXPORT_KEY: { otp: '123456' },
  UNLOCK_KEYS: undefined,
  RECOVERY_PASSWORD_CODE: undefined,
  SET_RECOVERY_PASSWORD: { otp: '123456' },
  ALLOW_STORAGE: undefined,
  CANCEL_PROMPT: undefined,
}

const request = (name: string, payload: unknown) =>
  payload === undefined
    ? { id, type: `${appPrefix}${name}` }
    : { id, type: `${appPrefix}${name}`, payload }

describe('frame protocol (SPEC §7)', () => {
  it("lists every SPEC §7 frame event, and Gangway's key export", () => {
    expect([...frameEventNames].sort()).toEqual(Object.keys(validRequests).sort())
  })

  it.each(Object.entries(validRequests))(
    'accepts %s with its payload and an id',
    (name, payload) => {
      expect(parseAppMessage(request(name, payload))).toEqual(request(name, payload))
    },
  )

  it("an e-mail login may say the frame's storage is blocked, nothing else", () => {
    const reply = (payload: unknown) =>
      parseFrameMessage({ id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload })
    expect(reply({ action: 'verify-otp', storage: 'blocked' })).toMatchObject({
      payload: { action: 'verify-otp', storage: 'blocked' },
    })
    expect(reply({ action: 'verify-otp' })).toMatchObject({ payload: { action: 'verify-otp' } })
    expect(reply({ action: 'verify-otp', storage: 'allowed' })).toBeUndefined()
  })

  it('CUSTODY=shares: a login may say the keys need the visitor (set or enter), nothing else', () => {
    const reply = (payload: unknown) =>
      parseFrameMessage({ id, type: '@w3m-frame/CONNECT_OTP_SUCCESS', payload })
    expect(reply(undefined)).toEqual({ id, type: '@w3m-frame/CONNECT_OTP_SUCCESS' })
    expect(reply({ keys: 'set' })).toMatchObject({ payload: { keys: 'set' } })
    expect(reply({ keys: 'enter' })).toMatchObject({ payload: { keys: 'enter' } })
    expect(reply({ keys: 'export' })).toBeUndefined()
    // What the frame will ask (the header's title): the password, the passkey, or a choice.
    for (const factor of ['password', 'passkey', 'choice'])
      expect(reply({ keys: 'enter', factor })).toMatchObject({ payload: { factor } })
    expect(reply({ keys: 'enter', factor: 'seed phrase' })).toBeUndefined()
    // The user as GET_USER answers it may say who holds the key, `server` or `shares` only.
    const user = (custody: unknown) =>
      parseFrameMessage({
        id,
        type: '@w3m-frame/GET_USER_SUCCESS',
        payload: { accounts: [], address: `0x${'1'.repeat(40)}`, chainId: 1, custody },
      })
    expect(user('shares')).toMatchObject({ payload: { custody: 'shares' } })
    expect(user('operator')).toBeUndefined()
    expect(
      parseFrameMessage({
        id,
        type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
        payload: { userName: null, keys: 'enter', factor: 'passkey' },
      }),
    ).toMatchObject({ payload: { keys: 'enter', factor: 'passkey' } })
    // A social sign-up whose keys the frame is to make: no address yet.
    const social = (address: string) =>
      parseFrameMessage({
        id,
        type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
        payload: {
          email: null,
          address,
          chainId: 1,
          userName: 'visitor',
          keys: 'set',
          factor: 'choice',
        },
      })
    expect(social('')).toMatchObject({ payload: { address: '', keys: 'set' } })
    expect(social('0x12')).toBeUndefined()
  })

  it('prefixes host events with @w3m-app/ and frame replies with @w3m-frame/', () => {
    expect(parseAppMessage({ id, type: 'CONNECT_EMAIL', payload: { email: 'a@b.co' } })).toBe(
      undefined,
    )
    expect(parseFrameMessage({ type: `${framePrefix}READY` })).toEqual({ type: '@w3m-frame/READY' })
    expect(
      parseFrameMessage({
        id,
        type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
        payload: { action: 'verify-otp' },
      }),
    ).toBeDefined()
    expect(
      parseFrameMessage({
        id,
        type: '@w3m-frame/CONNECT_EMAIL_ERROR',
        payload: { message: 'Invalid code' },
      }),
    ).toBeDefined()
  })

  it('checks the sessions a frame lists: addresses, decimal wei, text without limits refused', () => {
    const session = {
      key: '0x00000000000000000000000000000000000000aA',
      origin: 'https://app.example',
      target: '0x000000000000000000000000000000000000cafE',
      call: null,
      spendLimit: '10000000000000000',
      spent: '0',
      validUntil: 1_900_000_000,
    }
    const reply = (sessions: unknown[]) =>
      parseFrameMessage({ id, type: `${framePrefix}GET_SESSIONS_SUCCESS`, payload: { sessions } })
    expect(reply([session])).toBeDefined()
    for (const hostile of [
      { ...session, key: '<img src=x>' },
      { ...session, spendLimit: '1e18' },
      { ...session, origin: 'x'.repeat(301) },
      { ...session, validUntil: '1900000000' },
    ])
      expect(reply([hostile])).toBeUndefined()
  })

  it('needs an id on every request and reply', () => {
    expect(parseAppMessage({ type: `${appPrefix}SIGN_OUT` })).toBeUndefined()
    expect(parseFrameMessage({ type: `${framePrefix}SIGN_OUT_SUCCESS` })).toBeUndefined()
  })

  it('an error reply carries { message }', () => {
    expect(parseFrameMessage({ id, type: `${framePrefix}SIGN_OUT_ERROR` })).toBeUndefined()
    expect(
      parseFrameMessage({ id, type: `${framePrefix}SIGN_OUT_ERROR`, payload: { message: 1 } }),
    ).toBeUndefined()
  })

  it('rejects unknown event types (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((s) => !frameEventNames.includes(s as never)),
        fc.anything(),
        (name, payload) => {
          expect(parseAppMessage({ id, type: `${appPrefix}${name}`, payload })).toBeUndefined()
          expect(
            parseFrameMessage({ id, type: `${framePrefix}${name}_SUCCESS`, payload }),
          ).toBeUndefined()
        },
      ),
    )
  })

  it('rejects a payload with an unknown key (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...Object.entries(validRequests).filter(([, payload]) => payload !== undefined),
        ),
        fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !['__proto__'].includes(key)),
        fc.jsonValue(),
        ([name, payload], key, value) => {
          fc.pre(
            !(key in (payload as object)) &&
              ![
                'params',
                'chainId',
                'network',
                'token',
                'preferredAccountType',
                'themeVariables',
                'w3mThemeVariables',
                'metadata',
              ].includes(key),
          )
          const extra = { ...(payload as object), [key]: value }
          expect(parseAppMessage(request(name, extra))).toBeUndefined()
        },
      ),
    )
  })

  it('rejects a payload on events without one, and any payload of the wrong shape (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(validRequests)),
        fc.anything(),
        (name, payload) => {
          const parsed = parseAppMessage(request(name, payload))
          if (parsed === undefined) return
          // Whatever passed must be exactly what the schema allows: re-parsing is stable.
          expect(parseAppMessage(parsed)).toEqual(parsed)
          if (validRequests[name] === undefined) expect(payload).toBeUndefined()
        },
      ),
    )
  })

  it('rejects anything that is not a message object (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const app = parseAppMessage(data)
        const frame = parseFrameMessage(data)
        if (app) expect(app.type.startsWith(appPrefix)).toBe(true)
        if (frame) expect(frame.type.startsWith(framePrefix)).toBe(true)
      }),
    )
    for (const data of [null, 'x', 1, [], { id }, { id, type: 1 }])
      expect(parseAppMessage(data)).toBeUndefined()
  })

  it('validates the e-mail (SPEC §5) and the embedded user', () => {
    expect(parseAppMessage(request('CONNECT_EMAIL', { email: 'not-an-email' }))).toBeUndefined()
    const user = {
      email: 'a@b.co',
      username: null,
      accounts: [
        { namespace: 'eip155', address: '0x00000000000000000000000000000000000000aa', type: 'eoa' },
        { namespace: 'solana', address: '11111111111111111111111111111111', type: 'eoa' },
      ],
      address: '0x00000000000000000000000000000000000000aa',
      chainId: 1,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
    const reply = { id, type: `${framePrefix}GET_USER_SUCCESS`, payload: user }
    expect(parseFrameMessage(reply)).toEqual(reply)
    expect(
      parseFrameMessage({ ...reply, payload: { ...user, address: '<img src=x>' } }),
    ).toBeUndefined()
    expect(parseFrameMessage({ ...reply, payload: { ...user, admin: true } })).toBeUndefined()
  })

  it("carries the host's language in sync dapp data as a language tag, nothing else", () => {
    const dapp = { sdkVersion: 'gangway-0.1.0', sdkType: 'gangway', projectId: '' }
    for (const language of ['de', 'de-DE', 'en', 'zh-Hant-TW'])
      expect(parseAppMessage(request('SYNC_DAPP_DATA', { ...dapp, language }))).toBeDefined()
    for (const language of ['', 'de DE', '<b>de</b>', 'de;q=1', 'de,en', 'x'.repeat(40), 5])
      expect(parseAppMessage(request('SYNC_DAPP_DATA', { ...dapp, language }))).toBeUndefined()
  })
})
