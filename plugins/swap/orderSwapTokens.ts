import { popularSwapSymbols, suggestedSwapSymbols } from './constants.js'

/**
 * The picker's order for tokens the visitor does not hold: the suggested symbols first (in
 * their order), then the popular ones, then the rest as the catalogue lists them.
 *
 * @example
 * orderSwapTokens([{ symbol: 'LINK' }, { symbol: 'USDC' }]) // USDC, LINK
 */
export function orderSwapTokens<token extends { symbol: string }>(
  tokens: readonly token[],
): token[] {
  const ranked = [...suggestedSwapSymbols, ...popularSwapSymbols].map((symbol) =>
    symbol.toUpperCase(),
  )
  const rank = (token: token) => {
    const index = ranked.indexOf(token.symbol.toUpperCase())
    return index < 0 ? ranked.length : index
  }
  // Array.prototype.sort is stable: equal ranks keep the catalogue's order.
  return [...tokens].sort((a, b) => rank(a) - rank(b))
}
