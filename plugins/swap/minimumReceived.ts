import { SwapInvalidQuoteError } from './errors.js'

/**
 * `amountOut` less `slippage` percent, rounded down (basis points: 0.5 % works).
 *
 * @throws SwapInvalidQuoteError for a slippage outside 0–50 %.
 */
export function minimumReceived(amountOut: bigint, slippage: number): bigint {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50)
    throw new SwapInvalidQuoteError(`Slippage ${slippage} % is outside 0–50 %.`)
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/**
 * `amountIn` plus `slippage` percent, rounded up: the most an exact-output swap may spend.
 *
 * @throws SwapInvalidQuoteError for a slippage outside 0–50 %.
 */
export function maximumSold(amountIn: bigint, slippage: number): bigint {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50)
    throw new SwapInvalidQuoteError(`Slippage ${slippage} % is outside 0–50 %.`)
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (amountIn * (10_000n + basisPoints) + 9_999n) / 10_000n
}

/** What the swap may take from the wallet: the input, or its maximum for an exact output. */
export function maximumSpent(
  quote: { kind: 'exactIn' | 'exactOut'; amountIn: bigint },
  slippage: number,
): bigint {
  return quote.kind === 'exactOut' ? maximumSold(quote.amountIn, slippage) : quote.amountIn
}
