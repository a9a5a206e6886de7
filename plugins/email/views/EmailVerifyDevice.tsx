import { getShortMessage } from 'gangway/kernel'
import { Spinner, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { emailErrorText } from './emailErrorText.js'
import { useEmailView } from './useEmailView.js'
import { useWallet } from './useWallet.js'

type EmailData = { email?: string; newEmail?: string } | undefined

/** SPEC §4 device check: waits for the visitor to approve this device from the mail. */
export default function EmailVerifyDevice(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const email = (props.data as EmailData)?.email ?? ''
  const wallet = useWallet(kernel)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!wallet) return
    let live = true
    ;(async () => {
      while (live) {
        try {
          await wallet.connectDevice()
          if (live) kernel.router.replace({ view: 'EmailVerifyOtp', data: { email } })
          return
        } catch (failure) {
          const message = getShortMessage(failure)
          // The frame answers 'Device not yet approved' after a while: ask again.
          if (message !== 'Device not yet approved') {
            if (live) setError(emailErrorText(failure, { text }))
            return
          }
        }
      }
    })()
    return () => {
      live = false
    }
  }, [kernel, wallet, email, text])
  return (
    <div ref={root} className="gw-email" data-testid="email-device">
      <p className="gw-email-text">
        <strong>{text('email.deviceTitle')}</strong>
      </p>
      <p className="gw-email-text">{text('email.deviceText', { email })}</p>
      <p className="gw-email-error" role="alert">
        {error}
      </p>
      {error ? null : (
        <div className="center" role="status">
          <Spinner />
          <span className="sr-only">{text('email.deviceWaiting')}</span>
        </div>
      )}
    </div>
  )
}
