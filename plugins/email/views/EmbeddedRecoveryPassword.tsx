import { loadEmbeddedWallet } from 'gangway/embedded'
import { getShortMessage } from 'gangway/kernel'
import { Spinner, type ViewProps } from 'gangway/ui'
import { type ReactElement, useRef, useState } from 'react'
import { CodeStep } from './CodeStep.js'
import { emailErrorText } from './emailErrorText.js'
import { useEmailView } from './useEmailView.js'
import { useWallet } from './useWallet.js'

/**
 * A new recovery password (CUSTODY=shares, from Account): what it changes, a button that mails
 * a fresh code to the signed-in address, then the code. The secure site's frame, laid over
 * this view, asks for the new password and checks the code with it; the host page never sees
 * the password. Then back to Account.
 */
export default function EmbeddedRecoveryPassword(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const wallet = useWallet(kernel)
  const area = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<'intro' | 'code'>('intro')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [typing, setTyping] = useState(false)
  const email = wallet?.user?.email ?? ''

  async function sendCode() {
    setBusy(true)
    setError('')
    try {
      const loaded = wallet ?? (await loadEmbeddedWallet(kernel))
      await loaded.recoveryPasswordCode()
      setStep('code')
    } catch (failure) {
      kernel.log.warn('recovery password code failed', failure)
      setError(emailErrorText(failure, { text }))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'intro')
    return (
      <div ref={root} className="gw-email" data-testid="recovery-password">
        <p className="gw-email-text">{text('email.recoveryIntro')}</p>
        <p className="gw-email-error" role="alert">
          {error}
        </p>
        <button type="button" className="button full" onClick={sendCode} disabled={busy || !wallet}>
          {busy ? <Spinner /> : null}
          {text('email.exportSend', { email })}
        </button>
      </div>
    )

  return (
    <div ref={root}>
      <div ref={area} className={typing ? 'gw-export-reveal' : undefined}>
        {typing ? (
          <p className="sr-only" role="status">
            {text('email.recoveryTyping')}
          </p>
        ) : null}
        <div hidden={typing}>
          <CodeStep
            view={props}
            intro={text('email.recoveryCode', { email })}
            submit={async (loaded, code) => {
              const target = area.current
              if (!target) return
              setTyping(true)
              try {
                await loaded.setRecoveryPassword(code, target)
              } catch (failure) {
                // Cancel in the frame: nothing changed, and nothing to say.
                if (!/rejected the request/.test(getShortMessage(failure))) throw failure
                kernel.router.reset({ view: 'Account' })
                return
              } finally {
                setTyping(false)
              }
              kernel.toasts.show({ variant: 'success', message: text('email.recoveryChanged') })
              kernel.router.reset({ view: 'Account' })
            }}
            resend={(loaded) => loaded.recoveryPasswordCode()}
          />
        </div>
      </div>
    </div>
  )
}
