import { type EmbeddedWallet, loadEmbeddedWallet, loginErrorText } from 'gangway/embedded'
import { useAnnounce, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { CodeInput } from './CodeInput.js'
import { emailErrorText } from './emailErrorText.js'
import { useEmailView } from './useEmailView.js'
import { useThrottle } from './useThrottle.js'
import { useWallet } from './useWallet.js'

/** A code step: the code boxes, a status line, and (optionally) a resend button. */
export function CodeStep(props: {
  view: ViewProps
  intro: string
  submit(wallet: EmbeddedWallet, code: string): Promise<void>
  resend?: ((wallet: EmbeddedWallet) => Promise<unknown>) | undefined
}): ReactElement {
  const { kernel } = props.view
  const { root, text } = useEmailView(props.view)
  const wallet = useWallet(kernel)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [resetKey, setResetKey] = useState(0)
  const [left, restart] = useThrottle(wallet)
  // "We sent a code to …": focus lands in the first box, whose name is all a screen reader
  // would say; the news is said once through the modal's live region.
  const announce = useAnnounce()
  useEffect(() => {
    announce(props.intro)
  }, [announce, props.intro])

  async function complete(code: string) {
    if (busy) return
    setBusy(true)
    setError('')
    setNotice('')
    try {
      await props.submit(wallet ?? (await loadEmbeddedWallet(kernel)), code)
    } catch (failure) {
      setError(
        emailErrorText(failure, {
          text,
          otherwise: (other) => loginErrorText(other, { t: props.view.t, kernel }),
        }),
      )
      setResetKey((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }
  async function resend() {
    if (!wallet || !props.resend) return
    setError('')
    try {
      await props.resend(wallet)
      setNotice(text('email.resent'))
      setResetKey((n) => n + 1)
    } catch (failure) {
      setError(emailErrorText(failure, { text }))
    }
    restart()
  }

  return (
    <div ref={root} className="gw-email" data-testid="email-code">
      <p className="gw-email-text">{props.intro}</p>
      <CodeInput
        text={text}
        disabled={busy}
        invalid={Boolean(error)}
        onComplete={complete}
        resetKey={resetKey}
      />
      <p className="gw-email-error" role="alert">
        {error}
      </p>
      {/* Only news is live ("Verifying…", "sent again"): the hint coming back after an error
          would be said right after the error itself. */}
      <p className="gw-email-text">
        <span role="status">{busy ? text('email.verifying') : notice}</span>
        {busy || notice ? null : text('email.codeHint')}
      </p>
      {props.resend ? (
        <button
          type="button"
          className="button secondary full"
          onClick={resend}
          disabled={!wallet || left > 0 || busy}
        >
          {left > 0 ? text('email.resendIn', { n: left }) : text('email.resend')}
        </button>
      ) : null}
    </div>
  )
}
