import type { ReactElement } from 'react'
import type { NamesText } from '../availabilityText.js'
import type { Availability } from '../hooks/useAvailability.js'

/**
 * For a taken name: the service's suggestions as chips (choosing one fills the field with its
 * label), or SPEC §8's message when asking for them failed.
 */
export function NameSuggestions({
  availability,
  parent,
  text,
  onChoose,
}: {
  availability: Availability
  parent: string | undefined
  text: NamesText
  /** The chosen suggestion's label, without `.parent`. */
  onChoose: (label: string) => void
}): ReactElement | null {
  if (availability.state !== 'taken') return null
  return (
    <>
      {availability.suggestions.length ? (
        <fieldset className="gw-names-suggestions">
          <legend className="gw-names-label">{text('RegisterAccountName.suggestions')}</legend>
          {availability.suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="chip"
              onClick={() => onChoose(suggestion.slice(0, -(parent!.length + 1)))}
            >
              {suggestion}
            </button>
          ))}
        </fieldset>
      ) : null}
      {availability.suggestionsFailed ? (
        <p className="gw-names-problem" data-testid="name-suggestions-failed">
          {text('names.errorSuggestions')}
        </p>
      ) : null}
    </>
  )
}
