import type { ChainAdapter } from 'gangway/kernel'

/**
 * Parses a positive decimal amount as typed ('1.5', '.25', '1,5') into the smallest unit,
 * with the chain adapter's `parseUnits`.
 *
 * @returns The amount, or `undefined` when the text is not a positive amount or has more
 *   decimals than the token.
 * @example
 * parseAmount('1,5', 6, adapter) // 1500000n
 */
export function parseAmount(
  text: string,
  decimals: number,
  adapter: Pick<ChainAdapter, 'parseUnits'>,
): bigint | undefined {
  const value = text.trim().replace(',', '.')
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value)) return undefined
  try {
    return adapter.parseUnits(value, decimals)
  } catch {
    return undefined
  }
}
