// SPEC §5 unit amounts: the kernel's `parseUnits` is the one amount parser (the eip155 and
// Solana adapters' and defineChain's default). The cases of the parsers it replaced, merged.
import { describe, expect, it } from 'vitest'
import { bip122, bitcoin } from '../../../chains/bip122/index.js'
import * as eip155Errors from '../../../chains/eip155/errors.js'
import * as solanaErrors from '../../../chains/solana/errors.js'
import {
  BaseError,
  createKernel,
  formatUnits,
  InvalidAmountError,
  parseUnits,
} from '../../../kernel/index.js'

const catchError = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

describe('parseUnits (SPEC §5 unit amounts)', () => {
  it('parses decimal strings into the smallest unit, optionally negative', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(parseUnits('-2', 18)).toBe(-2n * 10n ** 18n)
    expect(parseUnits('-1', 6)).toBe(-1_000_000n)
    expect(parseUnits('.25', 2)).toBe(25n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('1.', 6)).toBe(1_000_000n)
    expect(parseUnits('0', 6)).toBe(0n)
    expect(parseUnits('2', 0)).toBe(2n)
    expect(parseUnits('0.000000001', 9)).toBe(1n)
    expect(parseUnits(' 7 ', 0)).toBe(7n)
  })

  it('refuses anything but a decimal number', () => {
    for (const bad of ['', '.', '-', 'abc', '1e18', '1e9', '1,5', '--1', '0x10', '1.2.3', ' - 1'])
      expect(
        catchError(() => parseUnits(bad, 18)),
        bad,
      ).toMatchObject({
        name: 'InvalidAmountError',
        code: 'INVALID_AMOUNT',
        shortMessage: 'Invalid amount',
        details: `"${bad}": expected a decimal number such as 1.5 or -2`,
      })
  })

  it('refuses more decimals than the asset has, rather than round', () => {
    expect(catchError(() => parseUnits('1.1234567', 6))).toMatchObject({
      details: expect.stringContaining('at most 6 decimals'),
    })
    expect(() => parseUnits('0.0000000001', 9)).toThrow(/Invalid amount[\s\S]*at most 9 decimals/)
    // Strictest of the parsers it replaced: digits past the asset's decimals are refused even
    // when they are zeros.
    expect(() => parseUnits('1.5000000', 6)).toThrow(InvalidAmountError)
  })

  it('throws one error class, the one eip155 and Solana export', () => {
    const error = catchError(() => parseUnits('abc', 6))
    expect(error).toBeInstanceOf(InvalidAmountError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(eip155Errors.InvalidAmountError)
    expect(error).toBeInstanceOf(solanaErrors.InvalidAmountError)
  })

  it("is the bip122 adapter's parser too: BTC exactly, never past 8 decimals", async () => {
    expect(parseUnits('0.0015', 8)).toBe(150_000n)
    expect(parseUnits('21000000', 8)).toBe(2_100_000_000_000_000n)
    expect(parseUnits('.5', 8)).toBe(50_000_000n)
    const kernel = createKernel({ chains: [bip122({ networks: [bitcoin] })] })
    const adapter = await kernel.chains.load('bip122')
    expect(adapter.parseUnits('0.0015', 8)).toBe(150_000n)
    for (const bad of ['0.000000001', '1e-8', '1.2.3', ''])
      expect(
        catchError(() => adapter.parseUnits(bad, 8)),
        bad,
      ).toBeInstanceOf(InvalidAmountError)
    kernel.destroy()
  })

  it('formats the smallest unit back as a decimal string, full precision', () => {
    expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(0n, 9)).toBe('0')
    expect(formatUnits(-2_000_000n, 6)).toBe('-2')
    expect(formatUnits(parseUnits('-0.25', 18), 18)).toBe('-0.25')
  })
})
