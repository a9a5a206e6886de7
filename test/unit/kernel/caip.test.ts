import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidCaipError,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from '../../../kernel/internal.js'

const namespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

function caipError(run: () => unknown): InvalidCaipError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCaipError)
    return error as InvalidCaipError
  }
  throw new Error('expected InvalidCaipError')
}

describe('CAIP-2 network ids (SPEC §5: a network id has 2 parts)', () => {
  it('parses namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({
      namespace: 'eip155',
      reference: '8453',
      caipNetworkId: 'eip155:8453',
    })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').reference).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').namespace).toBe('bip122')
  })

  it('accepts any CAIP-2 namespace: the chain plugins decide which exist', () => {
    for (const known of namespaces) expect(isNamespace(known)).toBe(true)
    expect(isNamespace('toychain')).toBe(true)
    for (const bad of ['', 'ab', 'toolongname', 'Eip155', 'eip_155'])
      expect(isNamespace(bad)).toBe(false)
    expect(isNamespace('cosmos')).toBe(true)
    expect(isNamespace(155)).toBe(false)
  })

  it.each([
    ['eip155', 'expected 2 parts, namespace:reference'],
    ['eip155:1:0xabc', 'expected 2 parts, namespace:reference'],
    ['', 'expected 2 parts, namespace:reference'],
    ['t:1', 'invalid namespace "t"'],
    ['EIP155:1', 'invalid namespace "EIP155"'],
    ['eip155:', 'invalid reference'],
    ['eip155:1 ', 'invalid reference'],
    [`eip155:${'1'.repeat(33)}`, 'invalid reference'],
  ])('rejects %j: %s', (value, reason) => {
    const error = caipError(() => parseCaipNetworkId(value))
    expect(error.shortMessage).toBe('Invalid CAIP network id')
    expect(error.details).toBe(`"${value}": ${reason}`)
    expect(error.code).toBe('INVALID_CAIP')
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('isCaipNetworkId never throws, whatever it is given', () => {
    for (const value of [undefined, null, 1, {}, [], 'eip155:1'])
      expect(() => isCaipNetworkId(value)).not.toThrow()
    expect(isCaipNetworkId('eip155:1')).toBe(true)
  })
})

describe('CAIP-10 addresses (SPEC §5: three non-empty parts with a known namespace)', () => {
  const address = '0x4838B106FCe9647Bdf1E7877BF73cE8B0BAD5f97'

  it('parses namespace, reference and address', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      caipNetworkId: 'eip155:1',
      address,
      caipAddress: `eip155:1:${address}`,
    })
  })

  it.each([
    [`eip155:1`, 'expected 3 non-empty parts, namespace:reference:address'],
    [`eip155:1:${address}:x`, 'expected 3 non-empty parts, namespace:reference:address'],
    [`eip155::${address}`, 'expected 3 non-empty parts, namespace:reference:address'],
    [`:1:${address}`, 'expected 3 non-empty parts, namespace:reference:address'],
    ['eip155:1:', 'expected 3 non-empty parts, namespace:reference:address'],
    ['eip155:1:0x 12', 'invalid address part'],
  ])('rejects %j: %s', (value, reason) => {
    const error = caipError(() => parseCaipAddress(value))
    expect(error.shortMessage).toBe('Invalid CAIP address')
    expect(error.details).toBe(`"${value}": ${reason}`)
    expect(isCaipAddress(value)).toBe(false)
  })

  it('rejects an invalid namespace as a bad network id', () => {
    const error = caipError(() => parseCaipAddress(`Tron:1:${address}`))
    expect(error.shortMessage).toBe('Invalid CAIP network id')
    expect(error.details).toBe(`"Tron:1": invalid namespace "Tron"`)
  })

  it('toCaipAddress joins a network id and an address', () => {
    expect(toCaipAddress({ caipNetworkId: 'eip155:10', address })).toBe(`eip155:10:${address}`)
  })
})

const referenceChars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_']
const addressChars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.%']
const reference = fc
  .array(fc.constantFrom(...referenceChars), { minLength: 1, maxLength: 32 })
  .map((chars) => chars.join(''))
const addressPart = fc
  .array(fc.constantFrom(...addressChars), { minLength: 1, maxLength: 128 })
  .map((chars) => chars.join(''))
const namespace = fc.constantFrom(...namespaces)

describe('CAIP properties', () => {
  it('random strings never throw anything but InvalidCaipError', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.array(fc.oneof(fc.string(), namespace, reference)).map((parts) => parts.join(':')),
    )
    fc.assert(
      fc.property(text, (value) => {
        for (const parse of [parseCaipNetworkId, parseCaipAddress]) {
          try {
            parse(value)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidCaipError)
          }
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('valid network ids round trip', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const id = `${ns}:${ref}`
        const parsed = parseCaipNetworkId(id)
        expect(parsed).toEqual({ namespace: ns, reference: ref, caipNetworkId: id })
        expect(`${parsed.namespace}:${parsed.reference}`).toBe(id)
        expect(isCaipNetworkId(id)).toBe(true)
      }),
    )
  })

  it('valid addresses round trip', () => {
    fc.assert(
      fc.property(namespace, reference, addressPart, (ns, ref, account) => {
        const caipAddress = toCaipAddress({ caipNetworkId: `${ns}:${ref}`, address: account })
        const parsed = parseCaipAddress(caipAddress)
        expect(parsed.address).toBe(account)
        expect(parsed.caipNetworkId).toBe(`${ns}:${ref}`)
        expect(
          toCaipAddress({ caipNetworkId: parsed.caipNetworkId, address: parsed.address }),
        ).toBe(caipAddress)
        expect(isCaipAddress(caipAddress)).toBe(true)
      }),
    )
  })

  it('an address is valid exactly when it has 3 parts and its first 2 are a valid network id', () => {
    fc.assert(
      fc.property(
        fc.oneof(namespace, fc.string({ maxLength: 8 })),
        fc.oneof(reference, fc.string({ maxLength: 4 })),
        fc.oneof(addressPart, fc.string({ maxLength: 4 })),
        (ns, ref, account) => {
          const valid =
            isCaipNetworkId(`${ns}:${ref}`) &&
            !account.includes(':') &&
            /^[-.%a-zA-Z0-9]{1,128}$/.test(account)
          expect(isCaipAddress(`${ns}:${ref}:${account}`)).toBe(valid)
        },
      ),
    )
  })
})
