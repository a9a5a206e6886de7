/** SPEC §9: the swap slippage tolerance, in percent. */
export const defaultSlippage = 1

/** SPEC §9: the networks swaps are offered on, by chain id. */
export const swapChainIds: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** The placeholder address that stands for a network's native coin (as 1inch and AppKit use). */
export const nativeTokenAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Suggested swap tokens, by symbol: listed first in the token picker (`orderSwapTokens`). */
export const suggestedSwapSymbols: readonly string[] = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH']

/** Popular swap tokens, by symbol: shown after the suggested ones. */
export const popularSwapSymbols: readonly string[] = ['WBTC', 'POL', 'BNB', 'AVAX', 'ARB', 'OP']

/** The thresholds: warn above 3 % price impact, block above 15 % unless confirmed. */
export const priceImpactWarning = 0.03
export const priceImpactBlock = 0.15

/** A quote older than this is refreshed (and every this often while the view is open). */
export const quoteRefreshInterval = 15_000

/** How long a swap transaction stays valid after it is built, in seconds. */
export const swapDeadline = 20 * 60

/** Whether an address is the native-coin placeholder. */
export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === nativeTokenAddress.toLowerCase()
}
