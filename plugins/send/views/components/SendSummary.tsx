import type { Network } from 'gangway/kernel'
import { Logo, truncateAddress } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { SendText } from '../../messages.js'
import type { SendState, SendToken } from '../../state.js'
import { formatUsd } from '../format.js'

/** What will be sent: the amount with its token's logo, and its worth in dollars when priced. */
export function SendingAmount({
  token,
  amountText,
  usd,
  locale,
  text,
}: {
  token: SendToken
  /** The amount and symbol, formatted. */
  amountText: string
  usd: number | undefined
  locale: string | undefined
  text: SendText
}): ReactElement {
  return (
    <div className="gw-preview-amount">
      <span className="gw-send-label">{text('WalletSendPreview.sending')}</span>
      <span className="gw-preview-value">
        <Logo src={token.iconUrl} name={token.symbol || token.name} round />
        <span data-testid="preview-amount">{amountText}</span>
      </span>
      {usd !== undefined ? <span className="gw-send-hint">{formatUsd(usd, locale)}</span> : null}
    </div>
  )
}

/**
 * To whom (the name when one was resolved, with the address) and on which network, as
 * description-list entries.
 */
export function RecipientFacts({
  state,
  network,
  text,
}: {
  state: SendState
  network: Network | undefined
  text: SendText
}): ReactElement {
  return (
    <>
      <div>
        <dt>{text('WalletSendPreview.to')}</dt>
        <dd title={state.receiverAddress} data-testid="preview-receiver">
          {state.receiverProfileName ? (
            <>
              <strong>{state.receiverProfileName}</strong> {truncateAddress(state.receiverAddress)}
            </>
          ) : (
            truncateAddress(state.receiverAddress, { head: 8, tail: 6 })
          )}
        </dd>
      </div>
      <div>
        <dt>{text('WalletSendPreview.network')}</dt>
        <dd>
          {network ? (
            <>
              <Logo src={network.assets?.imageUrl} name={network.name} size="small" round />
              {network.name}
            </>
          ) : null}
        </dd>
      </div>
    </>
  )
}
