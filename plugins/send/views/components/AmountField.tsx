import { formatAmount, Icon, Logo } from 'gangway/ui'
import type { ReactElement, RefObject } from 'react'
import type { SendText } from '../../messages.js'
import type { SendToken } from '../../state.js'

/** The amount, the token button that opens the picker, the balance and Max. */
export function AmountField(props: {
  id: string
  pickerId: string
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  token: SendToken | undefined
  picking: boolean
  invalid: boolean
  tokenInvalid: boolean
  describedBy: string | undefined
  busy: boolean
  locale: string | undefined
  text: SendText
  onChange(value: string): void
  onTogglePicker(): void
  onMax(): void
}): ReactElement {
  const { token, text } = props
  // One ERC-721 token is one item: there is no amount to choose.
  const single = token?.nft?.standard === 'erc721'
  return (
    <div className="gw-send-box">
      <label className="gw-send-label" htmlFor={props.id}>
        {text('WalletSend.amount')}
      </label>
      <div className="gw-send-row">
        <input
          ref={props.inputRef}
          id={props.id}
          className="gw-send-amount"
          inputMode={token?.nft ? 'numeric' : 'decimal'}
          readOnly={single}
          autoComplete="off"
          placeholder="0"
          value={props.value}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <button
          type="button"
          className="gw-token-button"
          aria-expanded={props.picking}
          aria-controls={props.pickerId}
          data-invalid={props.tokenInvalid || undefined}
          onClick={props.onTogglePicker}
        >
          {token ? (
            <>
              <Logo src={token.iconUrl} name={token.symbol || token.name} size="small" round />
              <span className="sr-only">{text('WalletSend.token')}: </span>
              {token.symbol}
            </>
          ) : (
            text('WalletSend.selectToken')
          )}
          <Icon name="chevronDown" className="chev" />
        </button>
      </div>
      <div className="gw-send-meta">
        <span>
          {token
            ? text('WalletSend.balance', {
                amount: `${formatAmount(token.formatted, { decimals: 4, locale: props.locale })} ${token.symbol}`,
              })
            : '\u00a0'}
        </span>
        {token && !single ? (
          <button
            type="button"
            className="gw-max"
            onClick={props.onMax}
            disabled={props.busy}
            title={text('WalletSend.maxLabel')}
          >
            {text('WalletSend.max')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
