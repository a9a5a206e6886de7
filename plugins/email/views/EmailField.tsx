import { Icon, Spinner, type ViewProps } from 'gangway/ui'
import type { ReactElement } from 'react'
import { useEmailForm } from './useEmailForm.js'
import { useEmailView } from './useEmailView.js'

/** The namespaces whose keys the embedded wallet holds (its connector attaches only these). */
const heldNamespaces: readonly string[] = ['eip155', 'solana']

/** SPEC §2 Connect, first method: the e-mail field. */
export default function EmailField(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const { value, setValue, error, busy, submit, inputId, errorId } = useEmailForm(kernel, {
    text,
    send: async (wallet, email) => {
      const action = await wallet.connectEmail(email)
      if (action === 'verify-device')
        kernel.router.push({ view: 'EmailVerifyDevice', data: { email } })
      else if (action === 'verify-otp')
        kernel.router.push({ view: 'EmailVerifyOtp', data: { email } })
    },
    t: props.t,
  })
  // Said before the visitor signs up: the chains the host enabled that this wallet cannot serve.
  const notHeld = kernel.chains
    .namespaces()
    .filter((namespace) => !heldNamespaces.includes(namespace))
    .map((namespace) => props.t(`namespace.${namespace}`))
  const noteId = `${inputId}-not-held`

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
            aria-describedby={notHeld.length ? `${errorId} ${noteId}` : errorId}
            disabled={busy}
          />
          <button
            type="submit"
            className="gw-email-go"
            aria-label={text('email.continue')}
            disabled={busy || !value.trim()}
            aria-busy={busy}
          >
            {busy ? <Spinner /> : <Icon name="chevron" />}
          </button>
        </div>
        <p id={errorId} className="gw-email-error" role="alert">
          {error}
        </p>
        {notHeld.length ? (
          <p id={noteId} className="gw-email-note" data-testid="email-not-held">
            {text('email.notHeld', {
              chains: new Intl.ListFormat(kernel.options.locale, { type: 'conjunction' }).format(
                notHeld,
              ),
            })}
          </p>
        ) : null}
      </form>
    </div>
  )
}
