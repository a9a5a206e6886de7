import { truncateDecimals } from './truncateDecimals.js'

/** SPEC §9: a balance is shown with at most 3 decimals. */
export const balanceDecimals = 3

/**
 * Formats a native balance for display: truncated (not rounded) to 3 decimals, trailing
 * zeros removed, the symbol appended. A missing or non-numeric value shows as `0.00`
 * (SPEC §9's default balance).
 *
 * @param value - A decimal string such as `TokenBalance.formatted`.
 * @param symbol - Appended after a space when given.
 * @returns e.g. `'1.234 ETH'`.
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance(undefined, 'ETH') // '0.00 ETH'
 */
export function formatBalance(value: string | number | undefined, symbol?: string): string {
  const parts = value === undefined ? undefined : truncateDecimals(value, balanceDecimals)
  let text = '0.00'
  if (parts) {
    const fraction = parts.fraction.replace(/0+$/, '')
    text = `${parts.sign}${parts.whole}${fraction ? `.${fraction}` : ''}`
  }
  return symbol ? `${text} ${symbol}` : text
}
