import { loadEmbeddedWallet } from 'gangway/embedded'
import { Icon, Spinner, type ViewProps } from 'gangway/ui'
import { type ReactElement, useState } from 'react'
import { emailErrorText } from './emailErrorText.js'
import { useEmailView } from './useEmailView.js'
import { useWallet } from './useWallet.js'

/**
 * Key export, step 1 (from Account): who holds the keys, what having them means, and a
 * button that mails a fresh code to the signed-in address.
 */
export default function EmbeddedExportKey(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const wallet = useWallet(kernel)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const email = wallet?.user?.email ?? ''

  async function sendCode() {
    setBusy(true)
    setError('')
    try {
      const loaded = wallet ?? (await loadEmbeddedWallet(kernel))
      await loaded.exportKeyCode()
      kernel.router.push({
        view: 'EmbeddedExportKeyOtp',
        data: { email: loaded.user?.email ?? '' },
      })
    } catch (failure) {
      kernel.log.warn('key export code failed', failure)
      setError(emailErrorText(failure, { text }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="gw-email" data-testid="export-key">
      <p className="gw-email-warning" role="note">
        <Icon name="alert" /> {text('email.exportWarning')}
      </p>
      <p className="gw-email-text">
        {text(
          // CUSTODY=shares: the service holds one share, not the keys (issue 32).
          wallet?.user?.custody === 'shares' ? 'email.exportIntroShares' : 'email.exportIntro',
          { origin: wallet?.siteOrigin ?? '' },
        )}
      </p>
      <p className="gw-email-error" role="alert">
        {error}
      </p>
      <button type="button" className="button full" onClick={sendCode} disabled={busy || !wallet}>
        {busy ? <Spinner /> : null}
        {text('email.exportSend', { email })}
      </button>
    </div>
  )
}
