import type { ReactElement, RefObject } from 'react'
import type { OnrampText } from '../../messages.js'
import type { OnrampProviderDefinition } from '../../types.js'
import type { SelectedChoices } from '../hooks/useOnrampChoices.js'
import type { OnrampQuotes } from '../hooks/useOnrampQuotes.js'
import { AmountField } from './AmountField.js'
import { ChoiceFields } from './ChoiceFields.js'
import { Offers } from './Offers.js'

/** The purchase form: the choices, the amount, the offers once it is valid, and Continue. */
export function OnrampForm(props: {
  choices: SelectedChoices
  quotes: OnrampQuotes
  providers: readonly OnrampProviderDefinition[]
  /** SPEC §8's defaults stand in for a provider's list that failed. */
  fallback: boolean
  presets: readonly number[]
  address: string
  amountField: RefObject<HTMLInputElement | null>
  onContinue(): void
  text: OnrampText
  locale: string | undefined
}): ReactElement {
  const { choices, quotes, text, locale } = props
  const provider = quotes.selectedDefinition
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onContinue()
      }}
    >
      <ChoiceFields choices={choices} text={text} />
      <AmountField
        choices={choices}
        presets={props.presets}
        address={props.address}
        inputRef={props.amountField}
        text={text}
        locale={locale}
      />

      {props.fallback ? <p className="gw-onramp-hint">{text('Onramp.defaults')}</p> : null}

      {choices.amountValid ? (
        <Offers
          providers={props.providers}
          quotes={quotes.quotes}
          takes={choices.takes}
          selected={quotes.selected}
          onChoose={quotes.choose}
          text={text}
          locale={locale}
        />
      ) : null}

      <button
        type="submit"
        className="button full"
        disabled={!choices.amountValid || !provider}
        data-testid="onramp-continue"
      >
        {provider && choices.amountValid
          ? text('Onramp.continue', { provider: provider.label })
          : text('Onramp.enterAmount')}
      </button>
    </form>
  )
}
