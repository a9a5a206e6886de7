import { formatPercent, Icon } from 'gangway/ui'
import type { ReactElement } from 'react'
import { priceImpactBlock } from '../../constants.js'
import type { SwapText } from '../../messages.js'

/**
 * "This trade moves the price by 4 %", above 3 %; above 15 % with the box the visitor ticks
 * to swap anyway.
 */
export function ImpactWarning(props: {
  text: SwapText
  locale: string | undefined
  /** 0.04 = 4 %. */
  impact: number
  accepted: boolean
  onAccept(accepted: boolean): void
}): ReactElement {
  const { text, locale, impact } = props
  return (
    <div className="gw-swap-warning" data-testid="swap-impact-warning">
      <Icon name="alert" />
      <span>
        {text('Swap.impactWarning', { impact: formatPercent(impact, { locale }) })}
        {impact > priceImpactBlock ? (
          <label className="gw-swap-accept">
            <input
              type="checkbox"
              checked={props.accepted}
              onChange={(event) => props.onAccept(event.target.checked)}
            />
            {text('Swap.impactConfirm', { impact: formatPercent(impact, { locale }) })}
          </label>
        ) : null}
      </span>
    </div>
  )
}
