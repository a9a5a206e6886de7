// Property tests for every parser of wallet-supplied data (issue 14): whatever a wallet, a
// stored value or a signed message holds, each parser either returns a well-formed value or
// throws its own typed error, never anything else. 10,000 cases each.
import { getBase58Decoder } from '@solana/kit'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { toAccounts as toBip122Accounts } from '../../../chains/bip122/toAccounts.js'
import { parseChainId } from '../../../chains/eip155/parseChainId.js'
import { toAccounts as toEip155Accounts } from '../../../chains/eip155/toAccounts.js'
import { toAccounts as toSolanaAccounts } from '../../../chains/solana/toAccounts.js'
import {
  assertConnectResult,
  InvalidCaipError,
  InvalidWalletDataError,
  parseCaipAddress,
  parseCaipNetworkId,
  type StorageKey,
  storageKeys,
} from '../../../kernel/internal.js'
import { frameStorageKeys } from '../../../plugins/embedded/frameStorageKeys.js'
import { createSiwxMessage } from '../../../plugins/siwx/createSiwxMessage.js'
import { SiwxMessageError } from '../../../plugins/siwx/errors.js'
import { parseSiwxMessage } from '../../../plugins/siwx/parseSiwxMessage.js'
import type { SiwxMessageData } from '../../../plugins/siwx/types.js'
import { startKernel } from '../kernel/support.js'
import { anyText } from './anyText.js'

const numRuns = 10_000

/** Runs `parse`; returns its value, or `undefined` when it threw one of `allowed`. */
function parsesOrRefuses<value>(
  parse: () => value,
  ...allowed: (new (
    ...args: never[]
  ) => Error)[]
) {
  try {
    return parse()
  } catch (error) {
    if (!allowed.some((type) => error instanceof type)) throw error
    return undefined
  }
}

const hostileText = fc.oneof(
  anyText(80),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFx:-_.%<>\u202e\n '), maxLength: 60 }),
)

describe('eip155 chain ids (eth_chainId, chainChanged)', () => {
  it('anything becomes a safe integer above 0, or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), hostileText, fc.double(), fc.integer()), (value) => {
        const id = parseChainId(value)
        if (id !== undefined) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
      }),
      { numRuns },
    )
  })

  it('every chain id reads back from hex, decimal and number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseChainId(`0x${id.toString(16)}`)).toBe(id)
        expect(parseChainId(String(id))).toBe(id)
        expect(parseChainId(id)).toBe(id)
      }),
      { numRuns },
    )
  })
})

describe('addresses per namespace', () => {
  const eip155AccountsProperty = fc.property(
    fc.oneof(fc.anything(), fc.array(hostileText, { maxLength: 3 })),
    (value) => {
      const accounts = parsesOrRefuses(() => toEip155Accounts(value), InvalidWalletDataError)
      for (const account of accounts ?? [])
        expect(account.address).toBe(getAddress(account.address.toLowerCase()))
    },
  )

  it('eip155: a list is refused or becomes checksummed 20-byte addresses', () => {
    fc.assert(eip155AccountsProperty, { numRuns })
  })

  it('eip155: regression, seed -1579345711 found [{ toString: 0 }], whose String() throws', () => {
    // The parser quoted the bad entry with String(), which threw a TypeError instead of
    // InvalidWalletDataError; it now quotes with quoteUntrusted.
    fc.assert(eip155AccountsProperty, { numRuns: 440, seed: -1579345711 })
  })

  it.each<[string, (value: unknown) => unknown]>([
    ['eip155', (value) => toEip155Accounts([value])],
    ['solana', (value) => toSolanaAccounts([{ address: value, chains: [] } as never])],
    ['bip122', (value) => toBip122Accounts([{ address: value as string, purpose: undefined }])],
    [
      'a connect result',
      (value) =>
        assertConnectResult({
          namespace: 'eip155',
          result: { caipNetworkId: value, accounts: [] } as never,
        }),
    ],
  ])('%s: an object whose String() throws is refused with InvalidWalletDataError', (_, parse) => {
    for (const hostile of [
      { toString: 0 },
      { toString: () => ({}) },
      {
        [Symbol.toPrimitive]() {
          throw new Error('boom')
        },
      },
      Object.create(null),
    ])
      expect(() => parse(hostile)).toThrow(InvalidWalletDataError)
  })

  it('eip155: any 20 bytes in any letter case are accepted as one identity', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean(), (bytes, upper) => {
        const hex = Buffer.from(bytes).toString('hex')
        const written = `0x${upper ? hex.toUpperCase() : hex}`
        expect(toEip155Accounts([written])[0]!.address).toBe(getAddress(`0x${hex}`))
      }),
      { numRuns },
    )
  })

  it('solana: a reported account is refused or is a 32-byte base58 key', () => {
    const decoder = getBase58Decoder()
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText,
          fc.uint8Array({ minLength: 31, maxLength: 33 }).map((bytes) => decoder.decode(bytes)),
        ),
        (address) => {
          const accounts = parsesOrRefuses(
            () => toSolanaAccounts([{ address, chains: ['solana:mainnet'] } as never]),
            InvalidWalletDataError,
          )
          for (const account of accounts ?? [])
            expect(account.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
        },
      ),
      { numRuns },
    )
  })

  it('solana: every 32-byte key is accepted as written', () => {
    const decoder = getBase58Decoder()
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const address = decoder.decode(bytes)
        expect(toSolanaAccounts([{ address, chains: [] } as never])[0]!.address).toBe(address)
      }),
      { numRuns },
    )
  })

  it('bip122: text is refused or becomes one canonical address; bech32 case does not matter', () => {
    const known = [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]
    fc.assert(
      fc.property(
        fc.oneof(
          { arbitrary: hostileText, weight: 18 },
          { arbitrary: fc.constantFrom(...known), weight: 1 },
          { arbitrary: fc.constantFrom(...known).map((a) => a.toUpperCase()), weight: 1 },
        ),
        (address) => {
          const accounts = parsesOrRefuses(
            () => toBip122Accounts([{ address, purpose: undefined }]),
            InvalidWalletDataError,
          )
          const canonical = accounts?.[0]?.address
          if (known.includes(address.toLowerCase()) || known.includes(address))
            expect(known).toContain(canonical)
          if (canonical && /^(bc|tb|bcrt)1/i.test(canonical))
            expect(canonical).toBe(canonical.toLowerCase())
        },
      ),
      { numRuns },
    )
  })
})

describe('CAIP ids', () => {
  const caipish = fc
    .array(fc.oneof(hostileText, fc.constantFrom('eip155', 'solana', 'bip122', '1', 'abc')), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.join(':'))

  it('a network id parses to exactly what it was, or is InvalidCaipError', () => {
    fc.assert(
      fc.property(caipish, (text) => {
        const parsed = parsesOrRefuses(() => parseCaipNetworkId(text), InvalidCaipError)
        if (parsed) expect(`${parsed.namespace}:${parsed.reference}`).toBe(text)
      }),
      { numRuns },
    )
  })

  it('an account id parses to exactly three parts, or is InvalidCaipError', () => {
    fc.assert(
      fc.property(caipish, (text) => {
        const parsed = parsesOrRefuses(() => parseCaipAddress(text), InvalidCaipError)
        if (parsed) expect(`${parsed.namespace}:${parsed.reference}:${parsed.address}`).toBe(text)
      }),
      { numRuns },
    )
  })

  it('an adapter result is stored only when its network and every account are well-formed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            caipNetworkId: fc.oneof(caipish, fc.constant('eip155:1')),
            accounts: fc.array(
              fc.record({ namespace: fc.constantFrom('eip155', 'solana'), address: hostileText }),
              { maxLength: 3 },
            ),
          }),
        ),
        (result) => {
          const checked = parsesOrRefuses(
            () => assertConnectResult({ namespace: 'eip155', result }),
            InvalidWalletDataError,
          )
          if (!checked) return
          expect(checked.accounts.length).toBeGreaterThan(0)
          for (const account of checked.accounts)
            expect(() =>
              parseCaipAddress(`${checked.caipNetworkId}:${account.address}`),
            ).not.toThrow()
        },
      ),
      { numRuns },
    )
  })
})

describe('SIWX messages', () => {
  const sample: SiwxMessageData = {
    accountAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    chainId: 'bip122:000000000933ea01ad0ee984209779ba',
    domain: '127.0.0.1:3000',
    uri: 'http://127.0.0.1:3000/login',
    version: '1',
    nonce: '12345678',
    statement: 'Sign in to the test shop',
    issuedAt: '2026-02-03T04:05:06.007Z',
  }
  const evm: SiwxMessageData = {
    ...sample,
    accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    chainId: 'eip155:1',
  }

  // The fields written back as the grammar lays them out, verbatim (times as they were written).
  const writeBack = (data: SiwxMessageData) => {
    const { namespace, reference } = parseCaipNetworkId(data.chainId)
    const blockchain = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' }[
      namespace as 'eip155'
    ]
    return [
      `${data.scheme ? `${data.scheme}://` : ''}${data.domain} wants you to sign in with your ${blockchain} account:`,
      data.accountAddress,
      '',
      ...(data.statement !== undefined ? [data.statement] : []),
      '',
      `URI: ${data.uri}`,
      `Version: ${data.version}`,
      `Chain ID: ${namespace === 'eip155' ? reference : data.chainId}`,
      `Nonce: ${data.nonce}`,
      `Issued At: ${data.issuedAt}`,
      ...(data.expirationTime !== undefined ? [`Expiration Time: ${data.expirationTime}`] : []),
      ...(data.notBefore !== undefined ? [`Not Before: ${data.notBefore}`] : []),
      ...(data.requestId !== undefined ? [`Request ID: ${data.requestId}`] : []),
      ...(data.resources ? ['Resources:', ...data.resources.map((uri) => `- ${uri}`)] : []),
    ].join('\n')
  }

  it('any text, or a valid message with one character changed, parses to itself or is refused', () => {
    const texts = [createSiwxMessage(sample), createSiwxMessage(evm)]
    const mutated = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), anyText(2), fc.nat({ max: 2 }))
      .map(([text, at, insert, remove]) => {
        const index = at % (text.length + 1)
        return text.slice(0, index) + insert + text.slice(index + remove)
      })
    fc.assert(
      fc.property(fc.oneof(hostileText, mutated), (text) => {
        const parsed = parsesOrRefuses(() => parseSiwxMessage(text), SiwxMessageError)
        // Read by the grammar, not matched against one rendering: each text that parses is
        // its fields and nothing else (no text is read two ways).
        if (parsed) expect(writeBack(parsed)).toBe(text)
      }),
      { numRuns },
    )
  })
})

describe('stored values', () => {
  it('every key reads any stored text as a valid value or drops it, never throws', () => {
    const kernel = startKernel()
    const keys = Object.values({ ...storageKeys, ...frameStorageKeys }) as StorageKey<unknown>[]
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(
          hostileText,
          fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
        ),
        (key, text) => {
          kernel.backend.map.set(`@gangway/${key.name}`, text)
          const value = kernel.storage.get(key)
          if (value === undefined)
            expect(kernel.backend.map.has(`@gangway/${key.name}`)).toBe(false)
        },
      ),
      { numRuns },
    )
    kernel.destroy()
  })
})
