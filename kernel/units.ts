import { ValidationError } from './errors/http.js'

/**
 * Parses a decimal amount ('1.5', '-2') into the smallest unit of an asset with `decimals`:
 * the default `parseUnits` of a chain made with `defineChain`.
 *
 * @throws ValidationError for anything but a decimal number, or more decimals than the asset has.
 * @example
 * parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (!match[2] && !match[3]))
    throw new ValidationError('Invalid amount.', { details: `"${value}" is not a decimal number.` })
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new ValidationError('Invalid amount.', {
      details: `"${value}" has more than ${decimals} decimals.`,
    })
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
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
