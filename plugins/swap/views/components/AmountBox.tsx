import type { ReactElement, RefObject } from 'react'
import type { SwapText } from '../../messages.js'
import type { SwapToken } from '../../types.js'
import { TokenButton } from './TokenPicker.js'

/** Props of {@link AmountBox}. */
export type AmountBoxProps = {
  text: SwapText
  /** The field's id (its label points at it). */
  id: string
  label: string
  value: string
  onChange(value: string): void
  disabled: boolean
  inputRef?: RefObject<HTMLInputElement | null> | undefined
  /** The amount is more than the balance. */
  invalid?: boolean | undefined
  /** A quote for this field is on its way. */
  busy?: boolean | undefined
  inputTestId?: string | undefined
  token: SwapToken | undefined
  /** The token list's id, and whether it is open under this box. */
  picker: { id: string; open: boolean }
  tokenTestId: string
  tokenButtonRef: RefObject<HTMLButtonElement | null>
  onTokenClick(): void
  /** "1.5 GOLD", when known. */
  balance: string | undefined
  balanceTestId: string
  /** Max, on the side the visitor pays with (shown once the balance is known). */
  onMax?: (() => void) | undefined
}

/** One side of the swap: its amount field, its token button, its balance. */
export function AmountBox(props: AmountBoxProps): ReactElement {
  const { text } = props
  return (
    <div className="gw-swap-box">
      <label className="gw-swap-label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="gw-swap-row">
        <input
          ref={props.inputRef}
          id={props.id}
          className="gw-swap-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={props.value}
          aria-invalid={props.invalid || undefined}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
          aria-busy={props.busy}
          data-testid={props.inputTestId}
        />
        <TokenButton
          token={props.token}
          text={text}
          expanded={props.picker.open}
          controls={props.picker.id}
          testId={props.tokenTestId}
          buttonRef={props.tokenButtonRef}
          onClick={props.onTokenClick}
        />
      </div>
      <div className="gw-swap-meta">
        <span data-testid={props.balanceTestId}>
          {props.balance ? text('Swap.balance', { amount: props.balance }) : '\u00a0'}
        </span>
        {props.balance && props.onMax ? (
          <button
            type="button"
            className="gw-max"
            onClick={props.onMax}
            disabled={props.disabled}
            title={text('Swap.maxLabel')}
          >
            {text('Swap.max')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
