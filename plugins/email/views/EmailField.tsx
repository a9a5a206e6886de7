import { Icon, Spinner, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { useEmailForm } from './useEmailForm.js'
import { useEmailView } from './useEmailView.js'

/** SPEC §2 Connect, first method: the e-mail field. */
export default function EmailField(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const { value, setValue, error, busy, submit, inputId, errorId } = useEmailForm(
    kernel,
    text,
    async (wallet, email) => {
      const action = await wallet.connectEmail(email)
      if (action === 'verify-device') kernel.router.push('EmailVerifyDevice', { email })
      else if (action === 'verify-otp') kernel.router.push('EmailVerifyOtp', { email })
    },
    props.t,
  )

  return (
    <div ref={root} className="gw-email">
      <form className="gw-email" onSubmit={submit} noValidate data-testid="email-form">
        <div className="gw-email-field">
          <Icon name="mail" />
          <label htmlFor={inputId} className="sr-only">
            {text('email.label')}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={text('email.placeholder')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            disabled={busy}
          />
          <button
            type="submit"
            className="gw-email-go"
            aria-label={text('email.continue')}
            disabled={busy || !value.trim()}
          >
            {busy ? <Spinner /> : <Icon name="chevron" />}
          </button>
        </div>
        <p id={errorId} className="gw-email-error" role="alert">
          {error}
        </p>
      </form>
    </div>
  )
}
