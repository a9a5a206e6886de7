const decimalPattern = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Cuts a decimal string to `digits` fraction digits without rounding (a balance is never
 * shown as more than it is). Returns `undefined` for anything that is not a decimal number.
 *
 * @example
 * truncateDecimals('1.23456', 3) // '1.234'
 */
export function truncateDecimals(
  value: string | number,
  digits: number,
): { sign: '' | '-'; whole: string; fraction: string } | undefined {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
        : ''
      : value.trim()
  const match = decimalPattern.exec(text)
  if (!match || (!match[2] && !match[3])) return undefined
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const fraction = (match[3] ?? '').slice(0, digits)
  const isZero = /^0*$/.test(whole + fraction)
  return { sign: isZero ? '' : (match[1] as '' | '-'), whole, fraction }
}
