import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

/**
 * The Swap view's messages. ui-shell's catalogue wins when it has a key (a host locale may
 * translate them); otherwise German for `de` locales, English for everything else.
 */
export const en = {
  'Swap.sell': 'You pay',
  'Swap.buy': 'You receive',
  'Swap.selectToken': 'Select token',
  'Swap.tokenLabel': 'Token',
  'Swap.chooseFrom': 'Choose the token you pay with',
  'Swap.chooseTo': 'Choose the token you receive',
  'Swap.search': 'Search by name, symbol or address',
  'Swap.noMatch': 'No token matches.',
  'Swap.yourTokens': 'Your tokens',
  'Swap.popular': 'Popular',
  'Swap.unverified': 'Unverified: check the address before you swap',
  'Swap.unverifiedBadge': 'Unverified',
  'Swap.balance': 'Balance: {amount}',
  'Swap.max': 'Max',
  'Swap.maxLabel': 'Use the maximum, leaving enough for the network fee',
  'Swap.flip': 'Swap the direction',
  'Swap.rate': 'Rate',
  'Swap.priceImpact': 'Price impact',
  'Swap.minimumReceived': 'Minimum received',
  'Swap.maximumSold': 'Maximum paid',
  'Swap.slippage': 'Slippage tolerance (%)',
  'Swap.fee': 'Network fee',
  'Swap.quoting': 'Getting the best price…',
  'Swap.refresh': 'Get a fresh quote',
  'Swap.impactWarning': 'This trade moves the price by {impact}.',
  'Swap.impactConfirm': 'I accept a price impact of {impact}',
  'Swap.enterAmount': 'Enter an amount',
  'Swap.insufficient': 'Insufficient {symbol} balance',
  'Swap.approve': 'Approve {symbol}',
  'Swap.approving': 'Approving {symbol}…',
  'Swap.approved': '{symbol} approved',
  'Swap.approveHint': 'First allow the exchange to spend exactly {amount}.',
  'Swap.swap': 'Swap',
  'Swap.swapping': 'Swapping…',
  'Swap.reviewTitle': 'Review swap',
  'Swap.approveReviewTitle': 'Review the {symbol} approval',
  'Swap.confirm': 'Confirm swap',
  'Swap.back': 'Back',
  'Swap.walletHint': 'Review the transaction in your wallet.',
  'Swap.success': 'Swapped {from} for {to}',
  'Swap.failed': 'The swap did not go through',
  'Swap.rejected': 'You rejected the request in your wallet.',
  'Swap.unsupported': 'Network not supported for Swaps',
  'Swap.noGasPrice': 'Network not supported for Gas Price',
  'Swap.noRoute': 'No route for this pair. Try another token.',
  'Swap.badQuote': 'The quote could not be read. Try again.',
  'Swap.belowMinimum': 'The price moved beyond your slippage. Get a fresh quote and try again.',
  'Swap.reverted': 'The swap failed on chain: {reason}',
  'Swap.connect': 'Connect an EVM wallet to swap.',
} as const

export type SwapMessageKey = keyof typeof en

export const swapMessages = { en } as const

export type SwapText = PluginText<SwapMessageKey>

/**
 * The Swap view's translator: ui-shell's `t` first, then this catalogue for the locale.
 *
 * @example
 * const text = createSwapText(t, kernel.options.locale)
 * text('Swap.unsupported') // 'Network not supported for Swaps'
 */
export const createSwapText = (t: Translate, locale: string | undefined): SwapText =>
  createPluginText({ t, locale, messages: swapMessages })
