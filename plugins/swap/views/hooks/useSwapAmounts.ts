import { useState } from 'react'
import { defaultSlippage } from '../../constants.js'
import type { SwapToken } from '../../types.js'
import { readAmount } from '../format.js'

/**
 * What the visitor typed: the amount to pay, or (`exact: 'out'`) the amount to receive — the
 * other field shows the quote — and the slippage tolerance, 0–50 %. `amount` is the typed
 * field's value in its token's smallest unit, `undefined` until it reads as one.
 *
 * @param initial - The amount the view was opened with.
 * @param pair - The tokens: the typed field's token gives the decimals.
 */
export function useSwapAmounts(
  initial: string | undefined,
  pair: { from: SwapToken | undefined; to: SwapToken | undefined },
) {
  const [amountText, setAmountText] = useState(initial ?? '')
  // Which field the visitor typed in; the other one shows the quote.
  const [exact, setExact] = useState<'in' | 'out'>('in')
  const [outTyped, setOutTyped] = useState('')
  const [slippageText, setSlippageText] = useState(String(defaultSlippage))

  const slippage = Number(slippageText.replace(',', '.'))
  const slippageValid = Number.isFinite(slippage) && slippage >= 0 && slippage <= 50
  const typedToken = exact === 'in' ? pair.from : pair.to
  const amount = typedToken
    ? readAmount(exact === 'in' ? amountText : outTyped, typedToken.decimals)
    : undefined

  return {
    amountText,
    outTyped,
    exact,
    slippageText,
    slippage,
    slippageValid,
    amount,
    setSlippageText,
    /** The visitor types what they pay, or the form fills it (Max, a flip; none: kept). */
    typeIn(text?: string | undefined) {
      setExact('in')
      if (text !== undefined) setAmountText(text)
    },
    /** The visitor types what they receive. */
    typeOut(text: string) {
      setExact('out')
      setOutTyped(text)
    },
    /** After a swap: both fields empty, the pay side typed. */
    clear() {
      setAmountText('')
      setOutTyped('')
      setExact('in')
    },
  }
}
