import { formatAmount, formatPercent } from 'gangway/ui'
import type { ReactElement } from 'react'
import { feeRangeOf } from '../../createOnrampService.js'
import type { OnrampText } from '../../messages.js'
import type { OnrampProviderDefinition } from '../../types.js'
import { formatFiat } from '../format.js'
import type { QuoteRow } from '../hooks/useOnrampQuotes.js'

/** Every provider's offer for the amount, side by side, as radios. */
export function Offers(props: {
  providers: readonly OnrampProviderDefinition[]
  quotes: Readonly<Record<string, QuoteRow>>
  takes(provider: string): boolean
  selected: string | undefined
  onChoose(provider: string): void
  text: OnrampText
  locale: string | undefined
}): ReactElement {
  const { text, locale } = props
  return (
    <fieldset data-testid="onramp-offers">
      <legend className="gw-onramp-label">{text('Onramp.providers')}</legend>
      {props.providers.map((provider) => (
        <Offer
          key={provider.name}
          name={provider.name}
          label={provider.label}
          feeRange={feeRangeOf(provider)}
          row={props.quotes[provider.name]}
          available={props.takes(provider.name)}
          checked={props.selected === provider.name}
          onChoose={() => props.onChoose(provider.name)}
          text={text}
          locale={locale}
        />
      ))}
    </fieldset>
  )
}

/** One provider's row: its quote (or SPEC §9's fee range when it has none), as a radio. */
function Offer(props: {
  name: string
  label: string
  feeRange: readonly [number, number]
  row: QuoteRow | undefined
  available: boolean
  checked: boolean
  onChoose(): void
  text: OnrampText
  locale: string | undefined
}): ReactElement {
  const { row, text, locale } = props
  const quote = row?.status === 'ready' ? row.quote : undefined
  const fee = quote ? Number(quote.coinbaseFee.amount) + Number(quote.networkFee.amount) : undefined
  return (
    <label className="gw-onramp-offer" data-testid={`onramp-offer-${props.name}`}>
      <input
        type="radio"
        name="onramp-provider"
        value={props.name}
        checked={props.checked && props.available}
        disabled={!props.available}
        onChange={props.onChoose}
      />
      <span className="gw-onramp-offer-text">
        <strong>{props.label}</strong>
        {!props.available ? (
          <span>{text('Onramp.outOfLimits')}</span>
        ) : !quote ? (
          <span>{text('Onramp.quoting')}</span>
        ) : quote.placeholder ? (
          <span>
            {text('Onramp.feeRange', {
              min: formatPercent(props.feeRange[0], { locale, maximumFractionDigits: 1 }),
              max: formatPercent(props.feeRange[1], { locale, maximumFractionDigits: 1 }),
            })}
          </span>
        ) : (
          <>
            <span>
              {text('Onramp.youGet', {
                amount: `${formatAmount(quote.purchaseAmount.amount, { decimals: 6, locale })} ${quote.purchaseAmount.currency}`,
              })}
            </span>
            <span>
              {text('Onramp.fee', {
                amount: formatFiat(String(fee), { currency: quote.paymentTotal.currency, locale }),
              })}
              {' · '}
              {text('Onramp.total', {
                amount: formatFiat(quote.paymentTotal.amount, {
                  currency: quote.paymentTotal.currency,
                  locale,
                }),
              })}
            </span>
          </>
        )}
      </span>
    </label>
  )
}
