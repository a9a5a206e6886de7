import type { Connection, Kernel } from 'gangway/kernel'
import { refreshBalances } from 'gangway/ui'
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { SwapService } from '../../createSwapService.js'
import type { SwapText } from '../../messages.js'
import type { SwapQuote, SwapToken, SwapTransaction } from '../../types.js'
import { formatToken } from '../format.js'
import { problemText } from '../problemText.js'

/** Where the visitor is: filling the form, reviewing a step, or waiting on the wallet. */
export type Step = 'idle' | 'reviewing' | 'approving' | 'swapping'

/** The step being reviewed: the approval the swap needs first, or the swap. */
export type Review = { action: 'approve' | 'swap'; quote: SwapQuote }

/** Parameters of {@link useSwapSteps}. */
export type UseSwapStepsParameters = {
  kernel: Kernel
  service: SwapService
  text: SwapText
  connection: Connection | undefined
  chainId: number | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  slippage: number
  /** What takes the focus back once the wallet is done: the form's button, or the amount. */
  focus: { submit: RefObject<HTMLElement | null>; amount: RefObject<HTMLElement | null> }
  /** The approval went through for this quote. */
  onApproved(quote: SwapQuote): void
  /** The swap went through: the form empties and balances are read again. */
  onSwapped(): void
}

/**
 * Approve, then swap (issue 33: each previewed in SwapReview before the wallet is asked), each
 * through the wallet: the step the view shows, the failure it says, and where the focus goes
 * once the wallet is done. Another network leaves a review.
 */
export function useSwapSteps(parameters: UseSwapStepsParameters) {
  const { kernel, service, text, connection, chainId, from, to, slippage, focus } = parameters
  const locale = kernel.options.locale
  const [step, setStep] = useState<Step>('idle')
  const [review, setReview] = useState<Review>()
  const [failure, setFailure] = useState<unknown>()
  // The button is disabled while the wallet works: focus returns once the step re-rendered.
  const focusAfter = useRef<RefObject<HTMLElement | null>>(undefined)
  useEffect(() => {
    if (step !== 'idle' || !focusAfter.current) return
    focusAfter.current.current?.focus()
    focusAfter.current = undefined
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the network changes
  useEffect(() => {
    setReview(undefined)
    setStep((current) => (current === 'reviewing' ? 'idle' : current))
  }, [chainId])

  function fail(error: unknown) {
    kernel.log.warn('[swap] failed', error)
    setFailure(error)
    kernel.toasts.show({ variant: 'error', message: problemText(error, text) })
    focusAfter.current = focus.submit
  }

  /** Sends the approval the preview step showed; the form then offers the swap. */
  async function approve(transaction: SwapTransaction, owner: string, connectorId: string) {
    const quote = (review as Review).quote
    setStep('approving')
    try {
      await service.approve({ quote, owner, connectorId, slippage, transaction })
      kernel.toasts.show({
        variant: 'success',
        message: text('Swap.approved', { symbol: from?.symbol ?? '' }),
      })
      parameters.onApproved(quote)
      focusAfter.current = focus.submit
    } catch (error) {
      fail(error)
    } finally {
      setReview(undefined)
      setStep('idle')
    }
  }

  /** Sends the swap the preview step showed. */
  async function swap(transaction: SwapTransaction, owner: string, connectorId: string) {
    if (!from || !to || !connection) return
    const quote = (review as Review).quote
    setStep('swapping')
    try {
      await service.swap({ quote, owner, connectorId, slippage, transaction })
      const paid = formatToken(quote.amountIn, { token: from, locale })
      const got = formatToken(quote.amountOut, { token: to, locale })
      kernel.toasts.show({
        variant: 'success',
        message: text('Swap.success', { from: paid, to: got }),
      })
      parameters.onSwapped()
      focusAfter.current = focus.amount
      await refreshBalances(kernel, connection)
    } catch (error) {
      fail(error)
    } finally {
      setReview(undefined)
      setStep('idle')
    }
  }

  return {
    step,
    busy: step !== 'idle',
    review,
    failure,
    setFailure,
    /** The form's button: the approval when the allowance is short, else the swap, reviewed first. */
    start(quote: SwapQuote, missing: bigint) {
      setFailure(undefined)
      setReview({ action: missing === 0n ? 'swap' : 'approve', quote })
      setStep('reviewing')
    },
    /** Confirm in the review: the wallet is asked for exactly the previewed transaction. */
    confirm(transaction: SwapTransaction) {
      const owner = connection?.address
      if (!review || !owner || !connection) return
      const run = review.action === 'approve' ? approve : swap
      void run(transaction, owner, connection.connector.id)
    },
    /** Back from the review to the form, its button focused. */
    back() {
      setReview(undefined)
      setStep('idle')
      focusAfter.current = focus.submit
    },
  }
}
