import { InvalidAmountError } from './errors/units.js'

/**
 * Parses a decimal amount ('1.5', '-2', '.25') into the smallest unit of an asset with
 * `decimals`: Gangway's one amount parser, the `parseUnits` of the eip155 and Solana
 * adapters and the default of a chain made with `defineChain` (SPEC §5). More fraction
 * digits than the asset has is an error, never a silent rounding.
 *
 * @param value - A decimal number, optionally negative; surrounding spaces are ignored.
 * @param decimals - The asset's decimals (18 for ether, 6 for USDC, 9 for SOL).
 * @returns The amount in the smallest unit.
 * @throws InvalidAmountError for anything but a decimal number, or more decimals than the
 *   asset has.
 * @example
 * parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (!match[2] && !match[3])) throw new InvalidAmountError(value)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > decimals)
    throw new InvalidAmountError(value, `at most ${decimals} decimals are allowed`)
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  return sign ? -units : units
}

/**
 * Formats an amount in the smallest unit as a decimal string, full precision, no trailing
 * zeros: the default `formatUnits` of a chain made with `defineChain`.
 *
 * @example
 * formatUnits(1_500_000n, 6) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
