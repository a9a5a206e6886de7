import type { ReactElement, RefObject } from 'react'
import type { NamesText } from '../availabilityText.js'

/** The label's field, with the host's parent after it (`.dapp.eth`). */
export function NameField({
  id,
  inputRef,
  value,
  parent,
  invalid,
  describedBy,
  text,
  onChange,
}: {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  parent: string | undefined
  invalid: boolean
  describedBy: string
  text: NamesText
  onChange: (value: string) => void
}): ReactElement {
  return (
    <div className="gw-names-box">
      <label className="gw-names-label" htmlFor={id}>
        {text('RegisterAccountName.label')}
      </label>
      <div className="gw-names-row">
        <input
          ref={inputRef}
          id={id}
          className="gw-names-input"
          value={value}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={63}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-testid="name-input"
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="gw-names-suffix">.{parent ?? ''}</span>
      </div>
    </div>
  )
}
