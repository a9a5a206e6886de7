/** SPEC: bitcoin balances are shown in BTC with 8 decimals. */
export const btcDecimals = 8

/**
 * Formats satoshis as BTC with all 8 decimals (`0.00150000`), exact (no floating point).
 *
 * @param sats - Satoshis; may be negative.
 * @param decimals - The unit's decimals (8 for BTC).
 * @example
 * formatBtc(150_000n) // '0.00150000'
 */
export function formatBtc(sats: bigint, decimals: number = btcDecimals): string {
  const negative = sats < 0n
  const digits = (negative ? -sats : sats).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals)
  return `${negative ? '-' : ''}${whole}${decimals ? `.${fraction}` : ''}`
}
