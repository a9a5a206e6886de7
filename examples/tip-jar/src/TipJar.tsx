import { useSlice, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useRef, useState } from 'react'
import { tipJarSettings, tipJarSlice, totalOf } from './state.js'

// Styles ship in this lazy chunk and are adopted into the modal's shadow root: no style
// attributes, so they work under a strict CSP. Colours come from the theme's variables.
const css = /* css */ `
.tip-jar { display: flex; flex-direction: column; gap: 12px; padding: 4px 0 8px; }
.tip-jar .tip-jar-intro { color: var(--gw-fg); font-weight: 600; }
.tip-jar-amounts { display: flex; gap: 8px; justify-content: center; }
.tip-jar-amounts button { padding: 8px 12px; border: 0; border-radius: var(--r-item); background: var(--gw-bg-2); color: var(--gw-fg); font: inherit; font-weight: 600; cursor: pointer; }
.tip-jar-amounts button:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.tip-jar p { margin: 0; text-align: center; color: var(--gw-fg-2); font-size: 0.9em; }
`

/**
 * The tip jar view: the amounts the host chose, the total from the persisted slice, and a
 * pledge through `kernel.request` (the public dispatch, as any other caller would).
 */
export default function TipJar({ kernel, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, css)
  const state = useSlice(kernel, tipJarSlice)
  const [busy, setBusy] = useState(false)
  const total = totalOf(state)
  const { amounts, currency } = tipJarSettings.get(kernel) ?? { amounts: [], currency: '' }

  async function pledge(amount: number) {
    setBusy(true)
    try {
      await kernel.request({ method: 'tipJar_pledge', params: { amount } })
      kernel.toasts.show({ variant: 'success', message: t('tipJar.thanks') })
    } catch (error) {
      kernel.log.warn('tipJar: pledge failed', error)
      kernel.toasts.show({ variant: 'error', message: t('tipJar.failed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="tip-jar">
      <p className="tip-jar-intro">{t('tipJar.intro')}</p>
      <div className="tip-jar-amounts">
        {amounts.map((amount) => (
          <button key={amount} type="button" disabled={busy} onClick={() => pledge(amount)}>
            {t('tipJar.pledge', { amount, currency })}
          </button>
        ))}
      </div>
      <p data-testid="tip-jar-total" aria-live="polite">
        {total ? t('tipJar.total', { total, currency }) : t('tipJar.none')}
      </p>
    </div>
  )
}
