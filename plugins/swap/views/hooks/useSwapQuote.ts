import type { Kernel } from 'gangway/kernel'
import { afterInputSettles } from 'gangway/ui'
import { useEffect, useState } from 'react'
import { quoteRefreshInterval } from '../../constants.js'
import type { SwapService } from '../../createSwapService.js'
import type { SwapQuote, SwapToken } from '../../types.js'

/** Where the form's quote stands. `missing`: how much allowance the swap still needs. */
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SwapQuote | undefined }
  | { status: 'ready'; quote: SwapQuote; at: number; fee?: bigint | undefined; missing: bigint }
  | { status: 'error'; error: unknown }

/** Parameters of {@link useSwapQuote}. */
export type UseSwapQuoteParameters = {
  kernel: Kernel
  service: SwapService
  chainId: number | undefined
  /** Whether a source serves the chain. */
  supported: boolean | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** The typed field's amount, in its token's smallest unit. */
  amount: bigint | undefined
  exact: 'in' | 'out'
  owner: string | undefined
  /** Percent, as typed (a change asks again). */
  slippage: number
  /** Whether `slippage` is one (0–50): else the service's default is used. */
  slippageValid: boolean
  /** While the visitor reviews or the wallet works, the quote stands still. */
  paused: boolean
  /** Called whenever the inputs change and a quote is asked again. */
  onAsk(): void
}

/**
 * The quote for what is typed, settled for 500 ms, with the allowance it still needs and its
 * network fee, and asked again every 15 s while it stands (SPEC §9). A new quote withdraws
 * the visitor's acceptance of a high price impact.
 */
export function useSwapQuote(parameters: UseSwapQuoteParameters) {
  const { kernel, service, chainId, supported, from, to, amount, exact, owner } = parameters
  const { slippage, slippageValid, paused } = parameters
  const [quote, setQuote] = useState<QuoteState>({ status: 'idle' })
  const [refreshes, setRefreshes] = useState(0)
  const [impactAccepted, setImpactAccepted] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refreshes` asks again on purpose
  useEffect(() => {
    parameters.onAsk()
    if (!from || !to || !amount || !owner || chainId === undefined || !supported)
      return setQuote({ status: 'idle' })
    setQuote((current) => ({
      status: 'loading',
      previous: current.status === 'ready' ? current.quote : undefined,
    }))
    return afterInputSettles({
      env: kernel.env,
      task: (isLive) =>
        void (async () => {
          try {
            const next = await service.getQuote({
              chainId,
              from: from.address,
              to: to.address,
              amount,
              kind: exact === 'in' ? 'exactIn' : 'exactOut',
              userAddress: owner,
            })
            const missing = await service.getMissingAllowance({
              quote: next,
              owner,
              slippage: slippageValid ? slippage : undefined,
            })
            if (!isLive()) return
            setImpactAccepted(false)
            setQuote({ status: 'ready', quote: next, at: kernel.env.now(), missing })
            const fee = await service
              .estimateFee({ quote: next, owner, slippage: slippageValid ? slippage : 1 })
              .catch(() => undefined)
            if (isLive() && fee !== undefined)
              setQuote((current) =>
                current.status === 'ready' && current.quote === next
                  ? { ...current, fee }
                  : current,
              )
          } catch (error) {
            kernel.log.debug('[swap] quote failed', error)
            if (isLive()) setQuote({ status: 'error', error })
          }
        })(),
    })
  }, [kernel, service, chainId, supported, from, to, amount, exact, owner, refreshes, slippage])

  useEffect(() => {
    if (quote.status !== 'ready' || paused) return
    const handle = kernel.env.setTimeout(() => setRefreshes((n) => n + 1), quoteRefreshInterval)
    return () => kernel.env.clearTimeout(handle)
  }, [kernel, quote, paused])

  const ready = quote.status === 'ready' ? quote : undefined
  return {
    quote,
    ready,
    /** The figures the form shows: the ready quote, or the one before while the next loads. */
    shown: ready?.quote ?? (quote.status === 'loading' ? quote.previous : undefined),
    /** The approval went through: the quote needs none any more. */
    approved(approvedQuote: SwapQuote) {
      setQuote((current) =>
        current.status === 'ready' && current.quote === approvedQuote
          ? { ...current, missing: 0n }
          : current,
      )
    },
    refresh: () => setRefreshes((n) => n + 1),
    impactAccepted,
    setImpactAccepted,
  }
}
