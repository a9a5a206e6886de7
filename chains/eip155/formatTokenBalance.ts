import { truncateDecimals } from './truncateDecimals.js'

/** SPEC §5: token balances are shown with 2 decimals. */
export const tokenBalanceDecimals = 2

/**
 * Formats a token amount for a token list: exactly 2 decimals, truncated (not rounded).
 * A missing or non-numeric value shows as `0.00`.
 *
 * @param value - A decimal string such as `TokenBalance.formatted`.
 * @returns e.g. `'1234.56'`.
 * @example
 * formatTokenBalance('1234.5678') // '1234.56'
 * formatTokenBalance('5') // '5.00'
 */
export function formatTokenBalance(value: string | number | undefined): string {
  const parts = value === undefined ? undefined : truncateDecimals(value, tokenBalanceDecimals)
  if (!parts) return '0.00'
  return `${parts.sign}${parts.whole}.${parts.fraction.padEnd(tokenBalanceDecimals, '0')}`
}
