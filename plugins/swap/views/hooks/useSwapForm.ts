import { formatUnits } from 'gangway/kernel'
import { type FormEvent, type RefObject, useRef } from 'react'
import { isNativeToken, priceImpactBlock } from '../../constants.js'
import type { SwapText } from '../../messages.js'
import { maximumSpent } from '../../minimumReceived.js'
import type { SwapToken } from '../../types.js'
import { type Side, sameToken } from '../components/TokenPicker.js'
import type { useSwapAmounts } from './useSwapAmounts.js'
import type { useSwapQuote } from './useSwapQuote.js'
import type { useSwapSteps } from './useSwapSteps.js'
import type { useSwapTokens } from './useSwapTokens.js'
import type { ShownBalance } from './useTokenBalance.js'

/** Parameters of {@link useSwapForm}: the Swap view's other hooks, and its amount field. */
export type UseSwapFormParameters = {
  text: SwapText
  /** The connected account: without one, nothing is submitted. */
  owner: string | undefined
  tokens: ReturnType<typeof useSwapTokens>
  amounts: ReturnType<typeof useSwapAmounts>
  quote: ReturnType<typeof useSwapQuote>
  steps: ReturnType<typeof useSwapSteps>
  balanceOf(token: SwapToken | undefined): ShownBalance | undefined
  amountField: RefObject<HTMLInputElement | null>
}

/**
 * What the Swap form shows and does: the two fields' text (the typed one, the quote in the
 * other), what the swap may spend and whether the balance covers it, whether a high price
 * impact blocks it, the button's words; picking a token (the other side's flips the pair),
 * flipping, Max (the native coin keeps twice the fee for gas) and the button itself.
 */
export function useSwapForm(parameters: UseSwapFormParameters) {
  const { text, owner, tokens, amounts, quote, steps, balanceOf, amountField } = parameters
  const { from, to } = tokens
  const { ready, shown } = quote
  const { slippage, slippageValid, amount, exact } = amounts
  const tokenButtons = {
    from: useRef<HTMLButtonElement>(null),
    to: useRef<HTMLButtonElement>(null),
  }

  const impact = ready?.quote.priceImpact
  const blocked = impact !== undefined && impact > priceImpactBlock && !quote.impactAccepted
  const balance = balanceOf(from)
  // What the swap may take: the typed input, or an exact output's maximum input.
  const spend =
    exact === 'in'
      ? amount
      : ready && slippageValid
        ? maximumSpent(ready.quote, slippage)
        : undefined
  const short = spend !== undefined && balance !== undefined && spend > balance.value

  function flip() {
    tokens.setFrom(to)
    tokens.setTo(from)
    amounts.typeIn(ready && to ? formatUnits(ready.quote.amountOut, to.decimals) : undefined)
  }

  const label = (() => {
    if (!from || !to) return text('Swap.selectToken')
    if (!amount) return text('Swap.enterAmount')
    if (short) return text('Swap.insufficient', { symbol: from.symbol })
    if (steps.step === 'approving') return text('Swap.approving', { symbol: from.symbol })
    if (steps.step === 'swapping') return text('Swap.swapping')
    if (ready && ready.missing > 0n) return text('Swap.approve', { symbol: from.symbol })
    return text('Swap.swap')
  })()

  return {
    impact,
    balance,
    spend,
    short,
    label,
    tokenButtons,
    canSubmit: Boolean(ready) && !steps.busy && !blocked && !short && slippageValid,
    problem: steps.failure ?? (quote.quote.status === 'error' ? quote.quote.error : undefined),
    inText:
      exact === 'in'
        ? amounts.amountText
        : shown && from
          ? formatUnits(shown.amountIn, from.decimals)
          : '',
    outText:
      exact === 'out'
        ? amounts.outTyped
        : shown && to
          ? formatUnits(shown.amountOut, to.decimals)
          : '',
    /** A token from a list: the other side's flips the pair instead of making it a no-op. */
    choose(side: Side, token: SwapToken) {
      tokens.setPicking(undefined)
      const other = side === 'from' ? to : from
      if (other && sameToken(other.address, token.address)) flip()
      else if (side === 'from') tokens.setFrom(token)
      else tokens.setTo(token)
      amountField.current?.focus()
    },
    /** Escape: the list closes and focus goes back to the button that opened it. */
    closePicker(side: Side) {
      tokens.setPicking(undefined)
      tokenButtons[side].current?.focus()
    },
    flip,
    max() {
      if (!from || !balance) return
      let value = balance.value
      // The native coin keeps twice the quoted fee (or a small reserve) for gas.
      if (isNativeToken(from.address)) {
        const reserve = ready?.fee ? ready.fee * 2n : 10n ** 15n
        value = value > reserve ? value - reserve : 0n
      }
      amounts.typeIn(formatUnits(value, from.decimals))
    },
    submit(event: FormEvent) {
      event.preventDefault()
      if (!ready || !owner || steps.busy || blocked || short || !slippageValid) return
      steps.start(ready.quote, ready.missing)
    },
  }
}
