import { type ReactElement, useEffect } from 'react'
import { Icon, Spinner } from '../components/icons.js'
import { useKernelState, useUi } from '../context.js'
import type { Translate } from '../i18n/index.js'

/**
 * A toast's text in the visitor's language: its key's translation, or SPEC's English when no
 * catalogue of this locale has the key (a plugin's English stays in its views' chunk).
 */
function toastText(toast: { message: string; key?: string | undefined }, t: Translate): string {
  if (!toast.key) return toast.message
  const translated = t(toast.key)
  return translated === toast.key ? toast.message : translated
}

/**
 * SPEC §2 toast area: loading, success or error; the kernel swaps them after 150 ms. The toast
 * is its own announcement: it appears inside a live region that outlives the views, a polite
 * one, or for an error an assertive one.
 */
export function Toasts(): ReactElement {
  const { kernel, t } = useUi()
  const toast = useKernelState((state) => state.toast)
  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return
    const handle = setTimeout(() => kernel.toasts.hide(), 2600)
    return () => clearTimeout(handle)
  }, [toast.open, toast.variant, kernel])
  const shown = toast.open ? (
    <div className={`toast ${toast.variant}`} key={toast.id}>
      {toast.variant === 'loading' ? (
        <Spinner className="" />
      ) : (
        <Icon name={toast.variant === 'success' ? 'check' : 'alert'} />
      )}
      <span>{toastText(toast, t)}</span>
    </div>
  ) : null
  const error = toast.variant === 'error'
  return (
    <>
      <div
        className="toasts"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label={t('common.notifications')}
      >
        {error ? null : shown}
      </div>
      <div className="toasts" aria-live="assertive" aria-atomic="true">
        {error ? shown : null}
      </div>
    </>
  )
}
