import { type ReactElement, useId } from 'react'
import type { OnrampText } from '../../messages.js'
import type { OnrampPaymentMethod } from '../../types.js'
import type { SelectedChoices } from '../hooks/useOnrampChoices.js'

/** One labelled list: its entries as `[value, label]`. */
function Choice(props: {
  label: string
  value: string
  entries: readonly (readonly [string, string])[]
  onChange(value: string): void
}): ReactElement {
  const id = useId()
  return (
    <div className="gw-onramp-field">
      <label className="gw-onramp-label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.entries.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The asset, network, currency and payment method, two by two. */
export function ChoiceFields(props: { choices: SelectedChoices; text: OnrampText }): ReactElement {
  const { choices, text } = props
  return (
    <>
      <div className="gw-onramp-row">
        <Choice
          label={text('Onramp.asset')}
          value={choices.currentAsset.symbol}
          entries={choices.assets.map((entry) => [entry.symbol, entry.symbol])}
          onChange={choices.setAsset}
        />
        <Choice
          label={text('Onramp.network')}
          value={choices.currentNetwork.name}
          entries={choices.networks.map((entry) => [entry.name, entry.display_name])}
          onChange={choices.setNetwork}
        />
      </div>
      <div className="gw-onramp-row">
        <Choice
          label={text('Onramp.currency')}
          value={choices.currentFiat.id}
          entries={choices.fiats.map((entry) => [entry.id, entry.id])}
          onChange={choices.setCurrency}
        />
        <Choice
          label={text('Onramp.method')}
          value={choices.currentMethod}
          entries={choices.methods.map((entry) => [
            entry,
            text(entry === 'card' ? 'Onramp.card' : 'Onramp.bank'),
          ])}
          onChange={(value) => choices.setMethod(value as OnrampPaymentMethod)}
        />
      </div>
    </>
  )
}
