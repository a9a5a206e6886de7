import { describe, expect, it } from 'vitest'
import { readAmount } from '../../../plugins/swap/views/format.js'

describe("Swap's amount fields (kernel parseUnits)", () => {
  it('reads a decimal amount in the token’s smallest unit, a comma as the decimal point', () => {
    expect(readAmount('1.5', 6)).toBe(1_500_000n)
    expect(readAmount(' 1,5 ', 6)).toBe(1_500_000n)
    expect(readAmount('.5', 18)).toBe(5n * 10n ** 17n)
    expect(readAmount('2.', 0)).toBe(2n)
    expect(readAmount('0', 18)).toBe(0n)
  })

  it('is no amount for empty, a lone point, a negative, letters, or more decimals than the token has', () => {
    for (const text of ['', ' ', '.', '-1', 'abc', '1e3', '1.2.3', '0x10'])
      expect(readAmount(text, 18)).toBeUndefined()
    expect(readAmount('1.0000001', 6)).toBeUndefined()
  })
})
