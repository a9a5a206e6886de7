import { getShortMessage } from 'gangway/kernel'
import { isUserRejection } from 'gangway/ui'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
  SwapNoRouteError,
  SwapRevertedError,
} from '../errors.js'
import type { SwapText } from '../messages.js'

/** The visitor-facing words for a failed quote, preview or swap. */
export function problemText(error: unknown, text: SwapText): string {
  if (error instanceof SwapNetworkNotSupportedError) return text('Swap.unsupported')
  if (error instanceof GasPriceNotSupportedError) return text('Swap.noGasPrice')
  if (error instanceof SwapNoRouteError) return text('Swap.noRoute')
  if (error instanceof SwapInvalidQuoteError) return text('Swap.badQuote')
  if (error instanceof SwapRevertedError)
    return error.belowMinimum
      ? text('Swap.belowMinimum')
      : text('Swap.reverted', { reason: error.reason ?? '—' })
  if (isUserRejection(error)) return text('Swap.rejected')
  return getShortMessage(error)
}
