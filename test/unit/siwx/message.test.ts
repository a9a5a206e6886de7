import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import {
  createNonce,
  createSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageData,
  SiwxMessageError,
} from '../../../plugins/siwx/server/index.js'

const eip155Data: SiwxMessageData = {
  accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  chainId: 'eip155:1',
  domain: 'service.org',
  uri: 'https://service.org/login',
  version: '1',
  nonce: '32891756',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  issuedAt: '2021-09-30T16:25:24.000Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

describe('createSiwxMessage: EIP-4361 text for eip155', () => {
  it('writes the EIP-4361 example exactly, with the checksummed address', () => {
    expect(createSiwxMessage(eip155Data)).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('leaves an empty line where no statement is given, and orders the optional lines', () => {
    const text = createSiwxMessage({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:8453',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/',
      version: '1',
      nonce: 'abcDEF123456',
      issuedAt: '2026-01-02T03:04:05.678Z',
      expirationTime: '2026-01-03T03:04:05.678Z',
      notBefore: '2026-01-02T04:00:00.000Z',
      requestId: 'req-7',
    })
    expect(text).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: http://localhost:5173/',
        'Version: 1',
        'Chain ID: 8453',
        'Nonce: abcDEF123456',
        'Issued At: 2026-01-02T03:04:05.678Z',
        'Expiration Time: 2026-01-03T03:04:05.678Z',
        'Not Before: 2026-01-02T04:00:00.000Z',
        'Request ID: req-7',
      ].join('\n'),
    )
  })

  it('is read back by viem’s own EIP-4361 parser', () => {
    const parsed = parseSiweMessage(createSiwxMessage(eip155Data))
    expect(parsed).toMatchObject({
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      chainId: 1,
      domain: 'service.org',
      nonce: '32891756',
      statement: eip155Data.statement,
      resources: eip155Data.resources,
    })
  })
})

describe('createSiwxMessage: CAIP-122 for solana and bip122', () => {
  it('names Solana and carries the CAIP-2 chain id', () => {
    expect(
      createSiwxMessage({
        accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        domain: 'service.org',
        uri: 'https://service.org/login',
        version: '1',
        nonce: '32891757',
        statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        issuedAt: '2021-09-30T16:25:24.000Z',
        resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu'],
      }),
    ).toBe(
      [
        'service.org wants you to sign in with your Solana account:',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: 32891757',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
      ].join('\n'),
    )
  })

  it('names Bitcoin and carries the CAIP-2 chain id', () => {
    expect(
      createSiwxMessage({
        accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: 'Zx81Ab02cd',
        issuedAt: '2026-05-06T07:08:09.000Z',
        expirationTime: '2026-05-06T08:08:09.000Z',
      }),
    ).toBe(
      [
        'example.com wants you to sign in with your Bitcoin account:',
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        '',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: bip122:000000000019d6689c085ae165831e93',
        'Nonce: Zx81Ab02cd',
        'Issued At: 2026-05-06T07:08:09.000Z',
        'Expiration Time: 2026-05-06T08:08:09.000Z',
      ].join('\n'),
    )
  })

  it.each([
    ['a statement with a line break', { statement: 'one\ntwo' }],
    ['a nonce shorter than 8', { nonce: 'abc123' }],
    ['a nonce with symbols', { nonce: 'abc-12345' }],
    ['a chain id that is not CAIP-2', { chainId: 'ethereum' }],
    ['an invalid date', { issuedAt: 'yesterday' }],
    ['a domain with a path', { domain: 'example.com/login' }],
    ['an eip155 address that is not one', { accountAddress: '0x1234' }],
  ])('refuses %s', (_, patch) => {
    expect(() => createSiwxMessage({ ...eip155Data, ...patch } as SiwxMessageData)).toThrowError(
      SiwxMessageError,
    )
  })
})

describe('parseSiwxMessage', () => {
  const samples: SiwxMessageData[] = [
    { ...eip155Data, accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
    {
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      domain: 'app.example.org:8443',
      uri: 'https://app.example.org:8443/',
      version: '1',
      nonce: 'n0nceN0nce',
      issuedAt: '2026-02-03T04:05:06.007Z',
      notBefore: '2026-02-03T05:00:00.000Z',
      requestId: 'abc',
    },
    {
      accountAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      chainId: 'bip122:000000000933ea01ad0ee984209779ba',
      domain: '127.0.0.1:3000',
      uri: 'http://127.0.0.1:3000/login',
      version: '1',
      nonce: '12345678',
      statement: 'Sign in to the test shop',
      issuedAt: '2026-02-03T04:05:06.007Z',
      expirationTime: '2026-02-04T04:05:06.007Z',
      resources: ['https://example.com/a', 'https://example.com/b'],
    },
  ]

  it.each(samples.map((data) => [data.chainId, data] as const))(
    'reads back what createSiwxMessage wrote (%s)',
    (_, data) => {
      const text = createSiwxMessage(data)
      expect(parseSiwxMessage(text)).toEqual(data)
      expect(createSiwxMessage(parseSiwxMessage(text))).toBe(text)
    },
  )

  it('round-trips any statement, nonce, request id and resources', () => {
    const line = fc.stringMatching(/^[ -~]{1,40}$/).filter((s) => s.trim() === s)
    fc.assert(
      fc.property(
        fc.record({
          statement: fc.option(line, { nil: undefined }),
          nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/),
          requestId: fc.option(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { nil: undefined }),
          resources: fc.option(fc.array(fc.webUrl(), { maxLength: 3 }), { nil: undefined }),
          namespace: fc.constantFrom(0, 1, 2),
        }),
        ({ namespace, ...fields }) => {
          const base = samples[namespace]!
          const data: SiwxMessageData = { ...base, ...fields }
          for (const key of ['statement', 'requestId', 'resources'] as const)
            if (data[key] === undefined) delete data[key]
          const text = createSiwxMessage(data)
          expect(createSiwxMessage(parseSiwxMessage(text))).toBe(text)
        },
      ),
      { numRuns: 150 },
    )
  })

  it.each([
    ['text after the last line', (text: string) => `${text}\nExtra: line`],
    ['text before the first line', (text: string) => `Hello\n${text}`],
    ['a missing nonce', (text: string) => text.replace(/\nNonce: .*/, '')],
    ['a version other than 1', (text: string) => text.replace('Version: 1', 'Version: 2')],
    ['an unknown ecosystem', (text: string) => text.replace('Ethereum', 'Dogecoin')],
    [
      'a CAIP-2 chain id in an EIP-4361 message',
      (text: string) => text.replace('Chain ID: 1', 'Chain ID: eip155:1'),
    ],
    [
      'a bad date',
      (text: string) => text.replace('2021-09-30T16:25:24.000Z', '2021-13-45T99:00:00Z'),
    ],
  ])('refuses %s', (_, tamper) => {
    expect(() => parseSiwxMessage(tamper(createSiwxMessage(eip155Data)))).toThrowError(
      SiwxMessageError,
    )
  })

  it('refuses a solana message whose chain id is of another namespace', () => {
    const text = createSiwxMessage(samples[1]!).replace(
      'Chain ID: solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'Chain ID: eip155:1',
    )
    expect(() => parseSiwxMessage(text)).toThrowError(SiwxMessageError)
  })
})

describe('createNonce', () => {
  it('makes distinct alphanumeric nonces of at least 8 characters', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(createNonce(8)).toMatch(/^[a-zA-Z0-9]{8}$/)
    expect(() => createNonce(7)).toThrow()
  })
})
