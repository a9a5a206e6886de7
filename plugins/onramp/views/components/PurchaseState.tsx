import { Icon, Spinner } from 'gangway/ui'
import type { ReactElement, RefObject } from 'react'
import type { OnrampText } from '../../messages.js'
import type { Phase } from '../purchase.js'

type Shown = { icon: 'check' | 'close' | 'alert' | null; title: string; hint: string }

function shownFor(phase: Exclude<Phase, { step: 'form' }>, text: OnrampText): Shown {
  const label = 'purchase' in phase ? phase.purchase.label : ''
  switch (phase.step) {
    case 'opening':
      return { icon: null, title: text('Onramp.opening', { provider: label }), hint: '' }
    case 'waiting':
      return {
        icon: null,
        title: text('Onramp.waiting', { provider: label }),
        hint: text('Onramp.waitingHint'),
      }
    case 'submitted':
      return { icon: 'check', title: text('Onramp.submitted'), hint: text('Onramp.submittedHint') }
    case 'success':
      return {
        icon: 'check',
        title: text('Onramp.successTitle'),
        hint: text('Onramp.success', { amount: phase.arrived }),
      }
    case 'cancelled':
      return {
        icon: 'close',
        title: text('Onramp.cancelled'),
        hint: text('Onramp.cancelledHint', { provider: label }),
      }
    case 'failed':
      return { icon: 'alert', title: text('Onramp.failed'), hint: phase.message }
  }
}

/**
 * A purchase's step after the form: opening and waiting (with Cancel, which closes the
 * provider's window), then submitted, success, cancelled or failed (with a way back).
 */
export function PurchaseState(props: {
  phase: Exclude<Phase, { step: 'form' }>
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Back to the form. */
  onAgain(): void
  text: OnrampText
}): ReactElement {
  const { phase, text, onAgain } = props
  const state = shownFor(phase, text)
  const busy = phase.step === 'opening' || phase.step === 'waiting'
  return (
    <div className="gw-onramp-state" data-testid="onramp-state" data-step={phase.step}>
      <div
        className={`gw-onramp-badge${phase.step === 'success' ? ' success' : phase.step === 'failed' ? ' error' : ''}`}
        aria-hidden="true"
      >
        {state.icon ? <Icon name={state.icon} /> : <Spinner className="small-spinner" />}
      </div>
      <h3 ref={props.headingRef} tabIndex={-1} aria-live="polite">
        {state.title}
      </h3>
      {state.hint ? <p>{state.hint}</p> : null}
      <div className="gw-onramp-actions">
        {busy ? (
          <button
            type="button"
            className="button secondary full"
            onClick={() => {
              if (phase.step === 'waiting') phase.popup.close()
              onAgain()
            }}
          >
            {text('Onramp.cancel')}
          </button>
        ) : (
          <button type="button" className="button full" onClick={onAgain}>
            {phase.step === 'failed' || phase.step === 'cancelled'
              ? text('Onramp.back')
              : text('Onramp.tryAgain')}
          </button>
        )}
      </div>
    </div>
  )
}
