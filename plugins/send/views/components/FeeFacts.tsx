import type { Network, TokenBalance, TransferEstimate } from 'gangway/kernel'
import type { ReactElement } from 'react'
import type { SendText } from '../../messages.js'
import { formatFee, formatSmall, type Units } from '../format.js'

/**
 * The network fee as a description-list entry: the estimate in the native coin (and dollars),
 * `fallback` while there is none, and its parts when it includes a token account's rent.
 */
export function FeeFacts(props: {
  label: string
  fallback: string
  estimate: TransferEstimate | undefined
  network: Network | undefined
  native: TokenBalance | undefined
  locale: string | undefined
  units: Units | undefined
  text: SendText
  testId: string
}): ReactElement {
  const { estimate, network, units, locale } = props
  const known = estimate && network && units
  return (
    <div>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId} className={known ? undefined : 'muted'}>
        {known
          ? formatFee({ estimate, network, native: props.native, locale, units })
          : props.fallback}
      </dd>
      {known && estimate.rent ? (
        <dd className="gw-send-rent" data-testid="fee-rent">
          {props.text('WalletSend.feeRent', {
            fee: `${formatSmall(estimate.fee - estimate.rent, { decimals: network.nativeCurrency.decimals, locale, units })} ${network.nativeCurrency.symbol}`,
            rent: `${formatSmall(estimate.rent, { decimals: network.nativeCurrency.decimals, locale, units })} ${network.nativeCurrency.symbol}`,
          })}
        </dd>
      ) : null}
    </div>
  )
}
