import { Icon, Spinner, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { useEmailForm } from './useEmailForm.js'
import { useEmailView } from './useEmailView.js'

/** Update e-mail, step 1: the new address (a code goes to the current one). */
export default function UpdateEmailWallet(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const { value, setValue, error, busy, submit, inputId, errorId } = useEmailForm(kernel, {
    text,
    send: async (wallet, newEmail) => {
      await wallet.updateEmail(newEmail)
      kernel.router.push({
        view: 'UpdateEmailPrimaryOtp',
        data: { email: wallet.user?.email ?? '', newEmail },
      })
    },
    t: props.t,
  })
  return (
    <div ref={root} className="gw-email">
      <form className="gw-email" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="gw-email-text">
          {text('email.newEmail')}
        </label>
        <div className="gw-email-field">
          <Icon name="mail" />
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            disabled={busy}
          />
        </div>
        <p id={errorId} className="gw-email-error" role="alert">
          {error}
        </p>
        <button type="submit" className="button full" disabled={busy || !value.trim()}>
          {busy ? <Spinner /> : null}
          {text('email.save')}
        </button>
      </form>
    </div>
  )
}
