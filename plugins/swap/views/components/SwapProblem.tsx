import { Icon, isUserRejection } from 'gangway/ui'
import type { ReactElement } from 'react'
import type { SwapText } from '../../messages.js'
import { problemText } from '../problemText.js'

/**
 * What went wrong, read out as it appears: a failed quote, or a failed approval or swap
 * ("The swap did not go through" first); and, unless the visitor refused in the wallet, a
 * button for a fresh quote.
 */
export function SwapProblem(props: {
  text: SwapText
  /** The quote's or the step's error; none: the region stays, empty. */
  problem: unknown
  /** The error came from a step (approve or swap), not from the quote. */
  failed: boolean
  onRefresh(): void
}): ReactElement {
  const { text, problem } = props
  return (
    <>
      <div className="gw-swap-problem" role="alert" data-testid="swap-error">
        {problem ? (
          <>
            <Icon name="alert" />
            <span>
              {props.failed ? (
                <>
                  <strong>{text('Swap.failed')}</strong>
                  <br />
                </>
              ) : null}
              {problemText(problem, text)}
            </span>
          </>
        ) : null}
      </div>
      {problem && !isUserRejection(problem) ? (
        <button type="button" className="button secondary full" onClick={props.onRefresh}>
          {text('Swap.refresh')}
        </button>
      ) : null}
    </>
  )
}
