import { type EmbeddedWallet, loadEmbeddedWallet } from 'gangway/embedded'
import { getShortMessage, type Kernel } from 'gangway/kernel'
import { Icon, Spinner, useStyles, type ViewProps } from 'gangway/ui'
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createEmailText, type EmailText } from './messages.js'
import { emailCss } from './styles.js'

/** SPEC §5: e-mail fields must be valid e-mail addresses. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const codeLength = 6

type EmailData = { email?: string; newEmail?: string } | undefined

function useEmailView(props: ViewProps) {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, emailCss)
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return { root, text }
}

/** An e-mail form's state: SPEC §5's check, then `send` with the loaded embedded wallet. */
function useEmailForm(
  kernel: Kernel,
  text: EmailText,
  send: (wallet: EmbeddedWallet, email: string) => Promise<void>,
) {
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const errorId = useId()
  async function submit(event: FormEvent) {
    event.preventDefault()
    const email = value.trim()
    if (!emailPattern.test(email)) {
      setError(text('email.invalid'))
      return
    }
    setBusy(true)
    setError('')
    try {
      await send(await loadEmbeddedWallet(kernel), email)
    } catch (failure) {
      kernel.log.warn('e-mail step failed', failure)
      setError(getShortMessage(failure))
    } finally {
      setBusy(false)
    }
  }
  return { value, setValue, error, busy, submit, inputId, errorId }
}

/** SPEC §2 Connect, first method: the e-mail field. */
export function EmailField(props: ViewProps): ReactElement {
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

/**
 * Six boxes for a one-time code: typing moves on, Backspace moves back, a pasted code fills
 * every box; the code is submitted once all six are filled.
 */
function CodeInput({
  text,
  disabled,
  invalid,
  onComplete,
  resetKey,
}: {
  text: EmailText
  disabled: boolean
  invalid: boolean
  onComplete(code: string): void
  resetKey: number
}): ReactElement {
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey clears the boxes
  useEffect(() => {
    setDigits(Array(codeLength).fill(''))
    boxes.current[0]?.focus()
  }, [resetKey])

  function update(next: string[]) {
    setDigits(next)
    if (next.every((digit) => digit !== '')) onComplete(next.join(''))
  }
  function fill(from: number, input: string) {
    const typed = input.replace(/\D/g, '')
    if (!typed) return
    const next = [...digits]
    let index = from
    for (const digit of typed.slice(0, codeLength - from)) next[index++] = digit
    update(next)
    boxes.current[Math.min(index, codeLength - 1)]?.focus()
  }
  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus()
    else if (event.key === 'ArrowRight' && index < codeLength - 1) boxes.current[index + 1]?.focus()
  }
  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset className="gw-otp" disabled={disabled}>
      <legend className="sr-only">{text('email.codeLegend')}</legend>
      <div className="gw-otp-boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={codeLength}
            aria-label={text('email.digit', { n: index + 1 })}
            aria-invalid={invalid ? true : undefined}
            value={digit}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '')
              if (!typed) {
                const next = [...digits]
                next[index] = ''
                setDigits(next)
              } else fill(index, typed.length > 1 && digit ? typed.replace(digit, '') : typed)
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** Seconds until the e-mail may be sent again (SPEC §5 throttle), ticking down. */
function useThrottle(wallet: EmbeddedWallet | undefined): [number, () => void] {
  const [left, setLeft] = useState(0)
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts after a resend
  useEffect(() => {
    if (!wallet) return
    const update = () => setLeft(wallet.throttleRemaining())
    update()
    const timer = setInterval(update, 1000)
    return () => clearInterval(timer)
  }, [wallet, tick])
  return [left, () => setTick((n) => n + 1)]
}

function useWallet(kernel: Kernel): EmbeddedWallet | undefined {
  const [wallet, setWallet] = useState<EmbeddedWallet>()
  useEffect(() => {
    let live = true
    loadEmbeddedWallet(kernel)
      .then((loaded) => live && setWallet(loaded))
      .catch((error: unknown) => kernel.log.error('embedded wallet unavailable', error))
    return () => {
      live = false
    }
  }, [kernel])
  return wallet
}

/** A code step: the code boxes, a status line, and (optionally) a resend button. */
function CodeStep(props: {
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

  async function complete(code: string) {
    if (busy) return
    setBusy(true)
    setError('')
    setNotice('')
    try {
      await props.submit(wallet ?? (await loadEmbeddedWallet(kernel)), code)
    } catch (failure) {
      setError(getShortMessage(failure))
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
      setError(getShortMessage(failure))
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
      <p className="gw-email-text" role="status">
        {busy ? text('email.verifying') : notice || text('email.codeHint')}
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

const emailOf = (data: unknown) => (data as EmailData)?.email ?? ''

/** SPEC §4 one-time code: six boxes; success connects and shows Account. */
export function EmailVerifyOtp(props: ViewProps): ReactElement {
  const email = emailOf(props.data)
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.sentTo', { email })}
      submit={async (wallet, code) => {
        await wallet.connectOtp(code)
      }}
      resend={(wallet) => wallet.connectEmail(email)}
    />
  )
}

/** SPEC §4 device check: waits for the visitor to approve this device from the mail. */
export function EmailVerifyDevice(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const email = emailOf(props.data)
  const wallet = useWallet(kernel)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!wallet) return
    let live = true
    ;(async () => {
      while (live) {
        try {
          await wallet.connectDevice()
          if (live) kernel.router.replace('EmailVerifyOtp', { email })
          return
        } catch (failure) {
          const message = getShortMessage(failure)
          // The frame answers 'Device not yet approved' after a while: ask again.
          if (message !== 'Device not yet approved') {
            if (live) setError(message)
            return
          }
        }
      }
    })()
    return () => {
      live = false
    }
  }, [kernel, wallet, email])
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

/** Update e-mail, step 1: the new address (a code goes to the current one). */
export function UpdateEmailWallet(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const { value, setValue, error, busy, submit, inputId, errorId } = useEmailForm(
    kernel,
    text,
    async (wallet, newEmail) => {
      await wallet.updateEmail(newEmail)
      kernel.router.push('UpdateEmailPrimaryOtp', { email: wallet.user?.email ?? '', newEmail })
    },
  )
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

/** Update e-mail, step 2: the code sent to the current address. */
export function UpdateEmailPrimaryOtp(props: ViewProps): ReactElement {
  const data = props.data as EmailData
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.currentCode', { email: data?.email ?? '' })}
      submit={async (wallet, code) => {
        await wallet.updateEmailPrimaryOtp(code)
        props.kernel.router.replace('UpdateEmailSecondaryOtp', data)
      }}
    />
  )
}

/** Update e-mail, step 3: the code sent to the new address; back to Account. */
export function UpdateEmailSecondaryOtp(props: ViewProps): ReactElement {
  const data = props.data as EmailData
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.newCode', { email: data?.newEmail ?? '' })}
      submit={async (wallet, code) => {
        await wallet.updateEmailSecondaryOtp(code)
        props.kernel.toasts.show('success', text('email.updated'))
        props.kernel.router.reset('Account')
      }}
    />
  )
}
