import type { ChainAdapter } from 'gangway/kernel'

/**
 * Reads a positive amount as a visitor types it ('1.5', '.25', '1,5': a decimal comma reads
 * as a point) into the smallest unit. The parsing is the chain adapter's `parseUnits` (the
 * kernel's one parser for eip155 and Solana); this only reads the field.
 *
 * @returns The amount, or `undefined` when the text is not a positive amount or has more
 *   decimals than the token.
 * @example
 * parseAmount('1,5', 6, adapter) // 1500000n
 */
export function parseAmount(
  text: string,
  { decimals, adapter }: { decimals: number; adapter: Pick<ChainAdapter, 'parseUnits'> },
): bigint | undefined {
  const value = text.trim().replace(',', '.')
  if (value.startsWith('-')) return undefined
  try {
    return adapter.parseUnits(value, decimals)
  } catch {
    return undefined
  }
}
