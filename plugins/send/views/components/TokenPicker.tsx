import type { Network, TokenBalance } from 'gangway/kernel'
import { formatAmount, Logo, Spinner } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { SendText } from '../../messages.js'
import { tokenKey } from '../format.js'

/** The account's balances to choose from, as a group of toggle buttons. */
export function TokenPicker(props: {
  id: string
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  loading: boolean
  network: Network | undefined
  locale: string | undefined
  text: SendText
  onChoose(token: TokenBalance): void
}): ReactElement {
  const { tokens, selected, text, locale } = props
  return (
    <fieldset className="gw-token-list" id={props.id}>
      <legend className="gw-send-label">{text('WalletSend.chooseToken')}</legend>
      {props.loading && !tokens.length ? (
        <div className="center">
          <Spinner />
        </div>
      ) : !tokens.length ? (
        <p className="gw-send-hint">
          {text('WalletSend.noTokens', { network: props.network?.name ?? '' })}
        </p>
      ) : (
        <ul className="stack">
          {tokens.map((token) => (
            <li key={tokenKey(token)}>
              <button
                type="button"
                className={`item${tokenKey(token) === tokenKey(selected) ? ' selected' : ''}`}
                aria-pressed={tokenKey(token) === tokenKey(selected)}
                onClick={() => props.onChoose(token)}
              >
                <Logo src={token.iconUrl} name={token.symbol || token.name} round />
                <span className="item-label">
                  {token.name}
                  <span className="item-sub">{token.symbol}</span>
                </span>
                <span className="token-amount">
                  {formatAmount(token.formatted, { decimals: 2, locale })} {token.symbol}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
