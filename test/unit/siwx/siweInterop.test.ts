// Interop with the reference EIP-4361 library: what `siwe` builds (and itself verifies) signs in
// with verifySiwx, whatever RFC 3339 form its times take; a text changed after signing does not.
import fc from 'fast-check'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  parseSiwxMessage,
  SiwxMessageError,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'

// Anvil's third development key: a public test key.
const account = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const other = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

type SiweFields = ConstructorParameters<typeof SiweMessage>[0] & object
const base = {
  domain: 'shop.example',
  address: account.address,
  uri: 'https://shop.example/login',
  version: '1',
  chainId: 1,
  nonce: 'Q7x2LmP9aZ',
} satisfies Partial<SiweFields>

async function build(fields: Partial<SiweFields>, signer = account) {
  const message = new SiweMessage({ ...base, ...fields }).prepareMessage()
  return { message, signature: await signer.signMessage({ message }) }
}

const forms: [string, Partial<SiweFields>, Date][] = [
  [
    "EIP-4361's own example form (no fraction), statement and resources",
    {
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      issuedAt: '2021-09-30T16:25:24Z',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    },
    new Date('2021-09-30T16:30:00Z'),
  ],
  [
    'only the required fields',
    { issuedAt: '2026-03-01T12:00:00.000Z' },
    new Date('2026-03-01T12:01:00Z'),
  ],
  [
    'times with offsets and fractions, a request id',
    {
      statement: 'Sign in to the shop',
      issuedAt: '2026-03-01T14:00:00+02:00',
      expirationTime: '2026-03-01T08:00:00.5-05:00',
      notBefore: '2026-03-01T12:00:30.123456Z',
      requestId: 'req-7',
    },
    new Date('2026-03-01T12:05:00Z'),
  ],
  [
    'an explicit scheme and a port',
    { scheme: 'https', domain: 'shop.example:8443', issuedAt: '2026-03-01T12:00:00Z' },
    new Date('2026-03-01T12:01:00Z'),
  ],
  [
    'an empty statement',
    { statement: '', issuedAt: '2026-03-01T12:00:00Z' },
    new Date('2026-03-01T12:01:00Z'),
  ],
  [
    'a Resources line with no resource, another chain',
    { chainId: 8453, resources: [], issuedAt: '2026-03-01T12:00:00.000001+00:00' },
    new Date('2026-03-01T12:01:00Z'),
  ],
]

describe('verifySiwx and messages built by the reference siwe library', () => {
  it.each(forms)('accepts %s', async (_, fields, now) => {
    const { message, signature } = await build(fields)
    // The reference library accepts its own message: the case is a valid EIP-4361 sign-in.
    await expect(
      new SiweMessage(message).verify({ signature, time: now.toISOString() }),
    ).resolves.toMatchObject({ success: true })
    const result = await verifySiwx({
      message,
      signature,
      domain: fields.domain ?? base.domain,
      nonce: base.nonce,
      uri: base.uri,
      chains: [`eip155:${fields.chainId ?? 1}`],
      now,
    })
    expect(result).toMatchObject({ valid: true, address: account.address })
  })

  it('reads the fields as written (times as in the text, chain as CAIP-2)', () => {
    const message = new SiweMessage({ ...base, ...forms[2]![1] }).prepareMessage()
    expect(parseSiwxMessage(message)).toEqual({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      version: '1',
      nonce: 'Q7x2LmP9aZ',
      statement: 'Sign in to the shop',
      issuedAt: '2026-03-01T14:00:00+02:00',
      expirationTime: '2026-03-01T08:00:00.5-05:00',
      notBefore: '2026-03-01T12:00:30.123456Z',
      requestId: 'req-7',
    })
  })

  it('compares times as instants: an expiration at 14:00+02:00 is 12:00Z', async () => {
    const signed = await build({
      issuedAt: '2026-03-01T13:00:00+02:00',
      expirationTime: '2026-03-01T14:00:00+02:00',
      notBefore: '2026-03-01T06:30:00-05:00',
    })
    const at = (iso: string) =>
      verifySiwx({ ...signed, domain: base.domain, nonce: base.nonce, now: new Date(iso) })
    expect(await at('2026-03-01T11:29:59.999Z')).toMatchObject({ reason: 'not-yet-valid' })
    expect(await at('2026-03-01T11:30:00Z')).toMatchObject({ valid: true })
    expect(await at('2026-03-01T11:59:59.999Z')).toMatchObject({ valid: true })
    expect(await at('2026-03-01T12:00:00Z')).toMatchObject({ reason: 'expired' })
  })

  it('maxAge counts from the Issued At instant, whatever its offset', async () => {
    const signed = await build({ issuedAt: '2026-03-01T14:00:00+02:00' })
    const check = (iso: string) =>
      verifySiwx({
        ...signed,
        domain: base.domain,
        nonce: base.nonce,
        maxAge: 60_000,
        now: new Date(iso),
      })
    expect(await check('2026-03-01T12:00:59Z')).toMatchObject({ valid: true })
    expect(await check('2026-03-01T12:01:01Z')).toMatchObject({ reason: 'expired' })
  })

  it.each([
    ['a statement changed', (t: string) => t.replace('Sign in', 'Log in'), 'signature'],
    [
      'an Issued At moved by one second',
      (t: string) => t.replace('14:00:00+02', '14:00:01+02'),
      'signature',
    ],
    [
      'the same instant written another way',
      (t: string) => t.replace('14:00:00+02:00', '12:00:00Z'),
      'signature',
    ],
    [
      'a line ending changed to CRLF',
      (t: string) => t.replace('\nVersion', '\r\nVersion'),
      'malformed',
    ],
    ['a line added at the end', (t: string) => `${t}\n`, 'malformed'],
    [
      'a leap day that does not exist',
      (t: string) => t.replace('2026-03-01T14', '2026-02-29T14'),
      'malformed',
    ],
    ['an offset out of range', (t: string) => t.replace('+02:00', '+24:00'), 'malformed'],
    [
      'lines in another order',
      (t: string) => t.replace(/(Version: 1)\n(Chain ID: 1)/, '$2\n$1'),
      'malformed',
    ],
  ])('refuses %s', async (_, tamper, reason) => {
    const { message, signature } = await build({
      statement: 'Sign in to the shop',
      issuedAt: '2026-03-01T14:00:00+02:00',
    })
    const tampered = tamper(message)
    expect(tampered).not.toBe(message)
    const result = await verifySiwx({
      message: tampered,
      signature,
      domain: base.domain,
      nonce: base.nonce,
      now: new Date('2026-03-01T12:01:00Z'),
    })
    expect(result).toMatchObject({ valid: false, reason })
  })

  it('refuses a siwe message signed by another account', async () => {
    const signed = await build({ issuedAt: '2026-03-01T12:00:00Z' }, other)
    const result = await verifySiwx({
      ...signed,
      domain: base.domain,
      nonce: base.nonce,
      now: new Date('2026-03-01T12:01:00Z'),
    })
    expect(result).toMatchObject({ valid: false, reason: 'signature' })
  })

  it('refuses a message for another scheme when the scheme is given', async () => {
    const signed = await build({ scheme: 'http', issuedAt: '2026-03-01T12:00:00Z' })
    const result = await verifySiwx({
      ...signed,
      domain: base.domain,
      scheme: 'https',
      nonce: base.nonce,
      now: new Date('2026-03-01T12:01:00Z'),
    })
    expect(result).toMatchObject({ valid: false, reason: 'domain' })
  })

  // Whatever valid fields siwe is given, its message signs in; one character changed, it does not.
  it('property: any siwe-built message verifies, and a changed one does not', async () => {
    const offset = fc
      .tuple(
        fc.constantFrom('+', '-'),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([sign, h, m]) => `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
    // Times around 2026-03-01T12:00Z written in any RFC 3339 form: offset, fraction or none.
    const time = (minutes: number) =>
      fc
        .tuple(
          fc.oneof(fc.constant('Z'), offset),
          fc.oneof(fc.constant(''), fc.stringMatching(/^\.\d{1,9}$/)),
        )
        .map(([zone, fraction]) => {
          const offsetMinutes =
            zone === 'Z'
              ? 0
              : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)))
          const local = new Date(Date.UTC(2026, 2, 1, 12, minutes) + offsetMinutes * 60_000)
          return `${local.toISOString().slice(0, 19)}${fraction}${zone}`
        })
    const word = fc.stringMatching(/^[a-zA-Z0-9]{1,10}$/)
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            statement: fc
              .array(word, { minLength: 1, maxLength: 5 })
              .map((words) => words.join(' ')),
            issuedAt: time(0),
            expirationTime: time(30),
            notBefore: time(-30),
            requestId: word,
            resources: fc.array(fc.webUrl(), { maxLength: 3 }),
            chainId: fc.integer({ min: 1, max: 2 ** 31 }),
            scheme: fc.constantFrom('https', 'http'),
          },
          { requiredKeys: ['issuedAt', 'chainId'] },
        ),
        fc.nat(),
        async (fields, at) => {
          const { message, signature } = await build(fields)
          const parameters = {
            signature,
            domain: base.domain,
            nonce: base.nonce,
            now: new Date('2026-03-01T12:00:00Z'),
          }
          expect(await verifySiwx({ message, ...parameters })).toMatchObject({ valid: true })
          const index = at % message.length
          const changed = message[index] === 'x' ? 'y' : 'x'
          const tampered = message.slice(0, index) + changed + message.slice(index + 1)
          expect(await verifySiwx({ message: tampered, ...parameters })).toMatchObject({
            valid: false,
          })
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('parseSiwxMessage: the EIP-4361 grammar', () => {
  const text = (header: string, statementLines: string[]) =>
    [
      header,
      account.address,
      '',
      ...statementLines,
      'URI: https://shop.example/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: Q7x2LmP9aZ',
      'Issued At: 2021-09-30T16:25:24Z',
    ].join('\n')
  const header = (domain: string) => `${domain} wants you to sign in with your Ethereum account:`

  it('reads a scheme before the domain, and authorities with ports, IPv4 and IPv6 hosts', () => {
    expect(parseSiwxMessage(text(`https://${header('example.com')}`, ['']))).toMatchObject({
      scheme: 'https',
      domain: 'example.com',
    })
    for (const domain of ['example.com:3388', '127.0.0.1:8080', '[::1]:3000', '[2001:db8::7]'])
      expect(parseSiwxMessage(text(header(domain), ['']))).toMatchObject({ domain })
  })

  it('tells no statement, an empty one and a statement apart', () => {
    expect(parseSiwxMessage(text(header('example.com'), ['']))).not.toHaveProperty('statement')
    expect(parseSiwxMessage(text(header('example.com'), ['', '']))).toMatchObject({ statement: '' })
    expect(parseSiwxMessage(text(header('example.com'), ['Hi', '']))).toMatchObject({
      statement: 'Hi',
    })
  })

  it.each([
    ['a domain with a path', text(header('example.com/login'), [''])],
    ['a domain with a space', text(header('exa mple.com'), [''])],
    ['an IPv6 host that is not one', text(header('[::1::2]'), [''])],
    ['a statement with a carriage return', text(header('example.com'), ['Hi\r', ''])],
    ['no empty line after the statement', text(header('example.com'), ['Hi'])],
    [
      'a chain id with a leading zero',
      text(header('example.com'), ['']).replace('ID: 1', 'ID: 01'),
    ],
    ['a chain id of 0', text(header('example.com'), ['']).replace('ID: 1', 'ID: 0')],
    ['a URI with a space', text(header('example.com'), ['']).replace('/login', '/log in')],
    ['a URI without a scheme', text(header('example.com'), ['']).replace('https:', '')],
    ['a short address', text(header('example.com'), ['']).replace(/0x[0-9a-fA-F]{40}/, '0x1234')],
  ])('refuses %s', (_, message) => {
    expect(() => parseSiwxMessage(message)).toThrowError(SiwxMessageError)
  })
})
