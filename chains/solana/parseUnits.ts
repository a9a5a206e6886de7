import { InvalidAmountError } from './errors.js'

/**
 * SPEC §5: parses a decimal amount ('1.5') into the smallest unit.
 *
 * @throws InvalidAmountError for anything but a decimal number, or more decimals than allowed.
 * @example
 * parseUnits('1.5', 9) // 1_500_000_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (!match[2] && !match[3])) throw new InvalidAmountError(value)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new InvalidAmountError(value, `at most ${decimals} decimals`)
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
  return sign ? -units : units
}
