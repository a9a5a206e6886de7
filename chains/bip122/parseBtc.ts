const amountPattern = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * Parses a decimal BTC amount into satoshis, exactly. More than 8 decimals is an error, not
 * a silent rounding.
 *
 * @throws RangeError for anything but a non-negative decimal number.
 * @example
 * parseBtc('0.0015') // 150000n
 */
export function parseBtc(value: string, decimals = 8): bigint {
  const match = amountPattern.exec(value.trim())
  if (!match) throw new RangeError(`"${value}" is not a decimal amount.`)
  const whole = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals)
    throw new RangeError(`"${value}" has more than ${decimals} decimals.`)
  return BigInt(whole + fraction.padEnd(decimals, '0'))
}
