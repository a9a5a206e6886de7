import { loadEmbeddedWallet } from 'gangway/embedded'
import { Spinner, type ViewProps } from 'gangway/ui'
import { type ReactElement, useState } from 'react'
import { useEmailView } from './useEmailView.js'
import { useWallet } from './useWallet.js'

/**
 * Sign out everywhere (from Account): what it does, and a button that ends every session of
 * the wallet at the secure site, on every device; this one disconnects too, and the modal
 * goes back to Connect.
 */
export default function EmbeddedSignOutEverywhere(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const wallet = useWallet(kernel)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function signOutEverywhere() {
    setBusy(true)
    setError('')
    try {
      const loaded = wallet ?? (await loadEmbeddedWallet(kernel))
      await loaded.signOutEverywhere()
      kernel.toasts.show({ variant: 'success', message: text('email.signedOutEverywhere') })
      kernel.router.reset({ view: 'Connect' })
    } catch (failure) {
      kernel.log.warn('sign out everywhere failed', failure)
      setError(text('email.signOutEverywhereFailed'))
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="gw-email" data-testid="sign-out-everywhere">
      <p className="gw-email-text">{text('email.signOutEverywhereIntro')}</p>
      <p className="gw-email-error" role="alert">
        {error}
      </p>
      <button
        type="button"
        className="button full"
        onClick={signOutEverywhere}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : null}
        {text('email.signOutEverywhereConfirm')}
      </button>
    </div>
  )
}
