import { truncateAddress } from 'gangway/ui'
import { type ReactElement, type RefObject, useId } from 'react'
import type { OnrampText } from '../../messages.js'
import { formatFiat } from '../format.js'
import type { SelectedChoices } from '../hooks/useOnrampChoices.js'

/**
 * The fiat amount: its limits (or why it cannot be bought) as the visitor types, the host's
 * presets, and the account the funds go to.
 */
export function AmountField(props: {
  choices: SelectedChoices
  presets: readonly number[]
  address: string
  inputRef: RefObject<HTMLInputElement | null>
  text: OnrampText
  locale: string | undefined
}): ReactElement {
  const { choices, presets, text, locale } = props
  const { amountProblem, limits } = choices
  const currency = choices.currentFiat.id
  const ids = { amount: useId(), hint: useId(), destination: useId() }
  return (
    <div className="gw-onramp-field">
      <label className="gw-onramp-label" htmlFor={ids.amount}>
        {text('Onramp.amount')} ({currency})
      </label>
      <input
        ref={props.inputRef}
        id={ids.amount}
        className="gw-onramp-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={choices.amountText}
        aria-invalid={amountProblem ? true : undefined}
        aria-describedby={`${ids.hint} ${ids.destination}`}
        onChange={(event) => choices.setAmountText(event.target.value)}
        data-testid="onramp-amount"
      />
      <p
        id={ids.hint}
        className={`gw-onramp-hint${amountProblem ? ' error' : ''}`}
        aria-live="polite"
        data-testid="onramp-amount-hint"
      >
        {amountProblem ??
          (limits
            ? text('Onramp.limits', {
                min: formatFiat(String(limits.min), { currency, locale }),
                max: formatFiat(String(limits.max), { currency, locale }),
              })
            : '\u00a0')}
      </p>
      {presets.length ? (
        <fieldset className="gw-onramp-presets" aria-label={text('Onramp.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={choices.amount === preset}
              onClick={() => choices.setAmountText(String(preset))}
            >
              {formatFiat(String(preset), { currency, locale, whole: Number.isInteger(preset) })}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p id={ids.destination} className="gw-onramp-hint" data-testid="onramp-destination">
        {text('Onramp.destination', { address: truncateAddress(props.address) })}
      </p>
    </div>
  )
}
