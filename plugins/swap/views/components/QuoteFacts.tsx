import type { Network } from 'gangway/kernel'
import { formatAmount, formatPercent, Spinner } from 'gangway/ui'
import type { ReactElement } from 'react'
import { priceImpactWarning } from '../../constants.js'
import type { SwapText } from '../../messages.js'
import { maximumSpent, minimumReceived } from '../../minimumReceived.js'
import type { SwapToken } from '../../types.js'
import { formatFee, formatToken, rate } from '../format.js'
import type { QuoteState } from '../hooks/useSwapQuote.js'

/** Props of {@link QuoteFacts}. */
export type QuoteFactsProps = {
  text: SwapText
  locale: string | undefined
  quote: QuoteState
  from: SwapToken | undefined
  to: SwapToken | undefined
  network: Network | undefined
  /** The native coin's price in dollars, when known (the fee in dollars too). */
  nativePrice: number | undefined
  slippageId: string
  slippageText: string
  slippage: number
  slippageValid: boolean
  onSlippage(text: string): void
  disabled: boolean
}

/**
 * The quote's figures, read out as they change: rate, price impact (above 3 % marked), the
 * minimum received (or, for an exact output, the most paid) at the slippage, the network fee;
 * and the slippage field.
 */
export function QuoteFacts(props: QuoteFactsProps): ReactElement {
  const { text, locale, quote, from, to, network, slippage, slippageValid } = props
  const ready = quote.status === 'ready' ? quote : undefined
  const impact = ready?.quote.priceImpact
  return (
    <dl className="gw-swap-facts" aria-live="polite" data-testid="swap-facts">
      {quote.status === 'loading' ? (
        <div>
          <dt>{text('Swap.quoting')}</dt>
          <dd>
            <Spinner className="small-spinner" />
          </dd>
        </div>
      ) : null}
      {ready && from && to ? (
        <>
          <div>
            <dt>{text('Swap.rate')}</dt>
            <dd data-testid="swap-rate">
              1 {from.symbol} ≈{' '}
              {formatAmount(
                rate({
                  amountIn: ready.quote.amountIn,
                  fromDecimals: from.decimals,
                  amountOut: ready.quote.amountOut,
                  toDecimals: to.decimals,
                }),
                { decimals: 6, locale },
              )}{' '}
              {to.symbol}
            </dd>
          </div>
          {impact !== undefined ? (
            <div>
              <dt>{text('Swap.priceImpact')}</dt>
              <dd
                data-testid="swap-impact"
                className={impact > priceImpactWarning ? 'warn' : undefined}
              >
                {formatPercent(impact, { locale })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>
              {text(ready.quote.kind === 'exactOut' ? 'Swap.maximumSold' : 'Swap.minimumReceived')}
            </dt>
            <dd data-testid="swap-minimum">
              {!slippageValid
                ? '—'
                : ready.quote.kind === 'exactOut'
                  ? formatToken(maximumSpent(ready.quote, slippage), { token: from, locale })
                  : formatToken(minimumReceived(ready.quote.amountOut, slippage), {
                      token: to,
                      locale,
                    })}
            </dd>
          </div>
          <div>
            <dt>{text('Swap.fee')}</dt>
            <dd data-testid="swap-fee">
              {ready.fee !== undefined && network
                ? formatFee(ready.fee, {
                    native: network.nativeCurrency,
                    price: props.nativePrice,
                    locale,
                  })
                : '—'}
            </dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>
          <label htmlFor={props.slippageId}>{text('Swap.slippage')}</label>
        </dt>
        <dd>
          <input
            id={props.slippageId}
            className="gw-swap-slippage"
            inputMode="decimal"
            autoComplete="off"
            value={props.slippageText}
            aria-invalid={!slippageValid || undefined}
            disabled={props.disabled}
            onChange={(event) => props.onSlippage(event.target.value)}
          />
        </dd>
      </div>
    </dl>
  )
}
