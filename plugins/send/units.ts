const amountPattern = /^(\d+\.?\d*|\.\d+)$/

/**
 * Parses a positive decimal amount as typed ('1.5', '.25', '1,5') into the smallest unit.
 *
 * @returns The amount, or `undefined` when the text is not an amount or has more decimals than the token.
 * @example
 * parseAmount('1.5', 6) // 1500000n
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const value = text.trim().replace(',', '.')
  if (!amountPattern.test(value)) return undefined
  const [whole = '', fraction = ''] = value.split('.')
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/**
 * Formats an amount in the smallest unit as a full-precision decimal string.
 *
 * @example
 * formatUnits(1500000n, 6) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
