import { parseUnits } from 'viem'
import { InvalidAmountError } from './errors.js'

const amountPattern = /^-?(\d+\.?\d*|\.\d+)$/

/**
 * SPEC §5: a unit amount is a decimal number, optionally negative. Parses it into the
 * smallest unit; more fraction digits than `decimals` is an error, not a silent rounding.
 *
 * @param value - e.g. `'1.5'`, `'-2'`, `'.25'`.
 * @param decimals - The unit's decimals (18 for ether, 6 for USDC).
 * @returns The amount in the smallest unit.
 * @example
 * parseAmount('1.5', 6) // 1500000n
 */
export function parseAmount(value: string, decimals: number): bigint {
  const text = value.trim()
  if (!amountPattern.test(text)) throw new InvalidAmountError(value)
  const fraction = text.split('.')[1] ?? ''
  if (fraction.length > decimals)
    throw new InvalidAmountError(value, `at most ${decimals} decimals are allowed`)
  return parseUnits(text, decimals)
}
