import { getShortMessage } from 'gangway/kernel'
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
  if (isRejection(error)) return text('Swap.rejected')
  return getShortMessage(error)
}

/** Whether the wallet (or the visitor in it) refused: anywhere in the cause chain. */
export function isRejection(error: unknown): boolean {
  for (let node = error, depth = 0; node && depth < 10; depth++) {
    const { name, code } = node as { name?: unknown; code?: unknown }
    if (name === 'UserRejectedRequestError' || code === 4001) return true
    node = (node as { cause?: unknown }).cause
  }
  return false
}
