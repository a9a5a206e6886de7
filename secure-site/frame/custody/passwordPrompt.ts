import { FrameError } from '../frameError.js'
import type { MessageKey } from '../messages.js'
import { type CustodyMessageKey, custodyText, type FrameText } from './custodyMessages.js'

/**
 * Why the frame asks: `set` a recovery factor for new keys, `migrate` a server-held wallet
 * into shares (its own words), `enter` the password on a new device, or open it with the
 * `passkey` there.
 */
export type PasswordPurpose = 'set' | 'enter' | 'migrate' | 'passkey'

/** What went wrong with the last answer: the view says it. */
export type PasswordProblem =
  | { kind: 'wrong'; attemptsLeft: number }
  /** Any other failure, already worded for the visitor. */
  | { kind: 'other'; message: string }
  /** The passkey made has no PRF: the password is asked instead. */
  | { kind: 'passkeyNoPrf' }
  /** The passkey ceremony did not finish (cancelled, timed out). */
  | { kind: 'passkeyFailed' }
  /** The passkey that answered does not open this wallet (or gave an unusable answer). */
  | { kind: 'passkeyUnusable' }

/** The visitor chose the passkey (offered in `set` and `migrate`; `passkey`'s only answer). */
export type PasskeyChoice = { passkey: true }

/**
 * Asks the visitor for the recovery factor; `problem` says what went wrong last time.
 * `offer.passkey` (where the browser may make a passkey with PRF) puts a passkey first in
 * `set` and `migrate`, the password second. A password answers as a string.
 */
export type AskPassword = (
  purpose: PasswordPurpose,
  problem?: PasswordProblem,
  offer?: { passkey: boolean },
) => Promise<string | PasskeyChoice>

/** The shortest recovery password the frame accepts when one is set. */
export const minimumPasswordLength = 10

const keys = {
  set: { title: 'custodySetTitle', body: 'custodySetBody', action: 'custodySetAction' },
  /** `set` with the passkey first. */
  choose: { title: 'passkeySetTitle', body: 'passkeySetBody', action: 'custodySetAction' },
  /** `migrate` with the passkey first. */
  migrateChoose: { title: 'migrateTitle', body: 'migratePasskeyBody', action: 'custodySetAction' },
  migrate: { title: 'migrateTitle', body: 'migrateBody', action: 'migrateAction' },
  enter: { title: 'custodyEnterTitle', body: 'custodyEnterBody', action: 'custodyEnterAction' },
  passkey: { title: 'passkeyTitle', body: 'passkeyBody', action: 'passkeyAction' },
} as const satisfies Record<
  PasswordPurpose | 'choose' | 'migrateChoose',
  Record<string, MessageKey | CustodyMessageKey>
>

/**
 * The frame's recovery-factor view, in the page's language: a form in its own `<main>`
 * over whatever else the frame shows. `ask` resolves with a password on submit (or the
 * passkey choice) and leaves the view up, busy (the stretching, the passkey and the server
 * take a moment), until the next `ask` (which shows its problem) or `close`. Cancel, or
 * Escape, rejects with "User rejected the request.". With a passkey offered (issue 32: where
 * the authenticator may have PRF) the passkey's button comes first and has the focus, the
 * password below it as the other way; else the field has the focus (for `passkey`, its
 * button). Enter in a field saves the password; Tab reaches every control in reading order.
 *
 * @example
 * const prompt = passwordPrompt(text)
 * try { await enroll({ api, password: await prompt.ask('set') }) } finally { prompt.close() }
 */
export function passwordPrompt(pageText: FrameText): {
  ask: AskPassword
  close(): void
  /** Ends a question still open as Cancel would (the host closed the modal). */
  cancel(): void
} {
  const text = custodyText(pageText)
  let view: { root: HTMLElement; detach(): void } | undefined
  let rejectOpen: (() => void) | undefined
  const close = () => {
    view?.detach()
    view = undefined
  }
  const cancel = () => {
    const reject = rejectOpen
    close()
    reject?.()
  }
  const ask: AskPassword = (purpose, problem, offer) => {
    close()
    const isNew = purpose === 'set' || purpose === 'migrate'
    const withField = purpose !== 'passkey'
    const passkeyFirst = isNew && offer?.passkey === true
    const words =
      keys[passkeyFirst ? (purpose === 'migrate' ? 'migrateChoose' : 'choose') : purpose]
    const approval = document.getElementById('approve')
    const approvalHidden = approval?.hidden ?? true
    const root = document.createElement('main')
    root.id = 'custody'
    const form = document.createElement('form')
    form.noValidate = true
    const title = document.createElement('h1')
    title.id = 'custody-title'
    title.textContent = text(words.title)
    form.setAttribute('aria-labelledby', title.id)
    const body = document.createElement('p')
    body.textContent = text(words.body)
    const field = passwordField(text('custodyPassword'), isNew)
    const confirm = isNew ? passwordField(text('custodyConfirm'), true) : undefined
    const error = document.createElement('p')
    error.className = 'error'
    error.id = 'custody-error'
    error.setAttribute('role', 'alert')
    field.input.setAttribute('aria-describedby', error.id)
    const say = (message: string) => {
      error.textContent = message
      field.input.setAttribute('aria-invalid', message ? 'true' : 'false')
    }
    say(
      problem === undefined
        ? ''
        : problem.kind === 'wrong'
          ? text(purpose === 'passkey' ? 'passkeyWrong' : 'custodyWrong', {
              n: String(problem.attemptsLeft),
            })
          : problem.kind === 'other'
            ? problem.message
            : text(problem.kind),
    )
    const status = document.createElement('p')
    status.setAttribute('role', 'status')
    const actions = document.createElement('div')
    actions.className = 'actions'
    const cancel = document.createElement('button')
    cancel.type = 'button'
    cancel.textContent = text('custodyCancel')
    const submit = document.createElement('button')
    submit.type = 'submit'
    // With the passkey first, the password's button is the second way, not the main one.
    if (!passkeyFirst) submit.className = 'approve'
    submit.textContent = text(words.action)
    actions.append(cancel, submit)
    // Where the browser may make a passkey with PRF: the passkey first, the password below.
    const passkey = passkeyFirst ? document.createElement('button') : undefined
    form.append(title, body)
    if (passkey) {
      // Its description for assistive technology only: the frame's area has no room for
      // another paragraph (a hidden element still describes, by reference).
      const hint = document.createElement('p')
      hint.id = 'custody-passkey-hint'
      hint.hidden = true
      hint.textContent = text('passkeyOfferHint')
      passkey.type = 'button'
      passkey.className = 'approve'
      passkey.textContent = text('passkeyCreate')
      passkey.setAttribute('aria-describedby', hint.id)
      const offered = document.createElement('div')
      offered.className = 'actions'
      offered.append(passkey)
      const or = document.createElement('h2')
      or.textContent = text('passkeyOrPassword')
      form.append(hint, offered, or)
    }
    form.append(...(withField ? [field.label] : []))
    form.append(...(confirm ? [confirm.label] : []), error, status, actions)
    root.append(form)
    if (approval) approval.hidden = true
    document.body.append(root)
    const first = passkey ?? (withField ? field.input : submit)
    first.focus()
    // The host focuses the frame when it shows it: the field then has the focus.
    const onFocus = () => {
      if (!root.contains(document.activeElement)) first.focus()
    }
    window.addEventListener('focus', onFocus)
    return new Promise<string | PasskeyChoice>((resolve, reject) => {
      let busy = false
      /** Answers, and shows the view busy until the caller's next `ask` or `close`. */
      const answer = (value: string | PasskeyChoice) => {
        field.input.value = ''
        if (confirm) confirm.input.value = ''
        busy = true
        say('')
        form.setAttribute('aria-busy', 'true')
        for (const control of [field.input, confirm?.input, cancel, submit, passkey])
          if (control) control.disabled = true
        status.textContent = text('custodyWorking')
        rejectOpen = undefined
        resolve(value)
      }
      passkey?.addEventListener('click', () => {
        if (!busy) answer({ passkey: true })
      })
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || busy) return
        detach()
        reject(new FrameError('USER_REJECTED', 'User rejected the request.'))
      }
      const detach = () => {
        root.remove()
        document.removeEventListener('keydown', onKey)
        window.removeEventListener('focus', onFocus)
        if (approval) approval.hidden = approvalHidden
      }
      view = { root, detach }
      rejectOpen = () => {
        rejectOpen = undefined
        reject(new FrameError('USER_REJECTED', 'User rejected the request.'))
      }
      document.addEventListener('keydown', onKey)
      cancel.addEventListener('click', () => {
        detach()
        view = undefined
        reject(new FrameError('USER_REJECTED', 'User rejected the request.'))
      })
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (busy) return
        if (!withField) {
          answer({ passkey: true })
          return
        }
        const password = field.input.value
        if (isNew && [...password].length < minimumPasswordLength) {
          say(text('custodyTooShort', { n: String(minimumPasswordLength) }))
          field.input.focus()
          return
        }
        if (confirm && confirm.input.value !== password) {
          say(text('custodyMismatch'))
          confirm.input.focus()
          return
        }
        if (password.length === 0) {
          field.input.focus()
          return
        }
        answer(password)
      })
    })
  }
  return { ask, close, cancel }
}

function passwordField(name: string, isNew: boolean) {
  const label = document.createElement('label')
  label.textContent = name
  const input = document.createElement('input')
  input.type = 'password'
  input.required = true
  input.autocomplete = isNew ? 'new-password' : 'current-password'
  label.append(input)
  return { label, input }
}
