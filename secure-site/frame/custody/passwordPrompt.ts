import type { MessageKey } from '../messages.js'

/** Why the frame asks for the recovery password. */
export type PasswordPurpose = 'set' | 'enter'

/** What went wrong with the last password: the view says it. */
export type PasswordProblem =
  | { kind: 'wrong'; attemptsLeft: number }
  /** Any other failure, already worded for the visitor. */
  | { kind: 'other'; message: string }

/** Asks the visitor for the recovery password; `problem` says what went wrong last time. */
export type AskPassword = (purpose: PasswordPurpose, problem?: PasswordProblem) => Promise<string>

/** The shortest recovery password the frame accepts when one is set. */
export const minimumPasswordLength = 10

/** The page's catalogue (`frame/messages.ts`'s `text`): this chunk has none of its own. */
export type FrameText = (key: MessageKey, values?: Record<string, string>) => string

const keys = {
  set: { title: 'custodySetTitle', body: 'custodySetBody', action: 'custodySetAction' },
  enter: { title: 'custodyEnterTitle', body: 'custodyEnterBody', action: 'custodyEnterAction' },
} as const satisfies Record<PasswordPurpose, Record<string, MessageKey>>

/**
 * The frame's recovery-password view, in the page's language: a form in its own `<main>`
 * over whatever else the frame shows. `ask` resolves with a password on submit and leaves
 * the view up, busy (the stretching and the server take a moment), until the next `ask`
 * (which shows its problem) or `close`. Cancel, or Escape, rejects with "User rejected the
 * request.". Keyboard: the field has focus, Enter submits, Tab reaches Cancel.
 *
 * @example
 * const prompt = passwordPrompt(text)
 * try { await enroll({ api, password: await prompt.ask('set') }) } finally { prompt.close() }
 */
export function passwordPrompt(text: FrameText): {
  ask: AskPassword
  close(): void
  /** Ends a question still open as Cancel would (the host closed the modal). */
  cancel(): void
} {
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
  const ask: AskPassword = (purpose, problem) => {
    close()
    const approval = document.getElementById('approve')
    const approvalHidden = approval?.hidden ?? true
    const root = document.createElement('main')
    root.id = 'custody'
    const form = document.createElement('form')
    form.noValidate = true
    const title = document.createElement('h1')
    title.id = 'custody-title'
    title.textContent = text(keys[purpose].title)
    form.setAttribute('aria-labelledby', title.id)
    const body = document.createElement('p')
    body.textContent = text(keys[purpose].body)
    const field = passwordField(text('custodyPassword'), purpose === 'set')
    const confirm = purpose === 'set' ? passwordField(text('custodyConfirm'), true) : undefined
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
          ? text('custodyWrong', { n: String(problem.attemptsLeft) })
          : problem.message,
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
    submit.className = 'approve'
    submit.textContent = text(keys[purpose].action)
    actions.append(cancel, submit)
    form.append(title, body, field.label, ...(confirm ? [confirm.label] : []), error, status)
    form.append(actions)
    root.append(form)
    if (approval) approval.hidden = true
    document.body.append(root)
    field.input.focus()
    // The host focuses the frame when it shows it: the field then has the focus.
    const onFocus = () => {
      if (!root.contains(document.activeElement)) field.input.focus()
    }
    window.addEventListener('focus', onFocus)
    return new Promise<string>((resolve, reject) => {
      let busy = false
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || busy) return
        detach()
        reject(new Error('User rejected the request.'))
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
        reject(new Error('User rejected the request.'))
      }
      document.addEventListener('keydown', onKey)
      cancel.addEventListener('click', () => {
        detach()
        view = undefined
        reject(new Error('User rejected the request.'))
      })
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (busy) return
        const password = field.input.value
        if (purpose === 'set' && [...password].length < minimumPasswordLength) {
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
        field.input.value = ''
        if (confirm) confirm.input.value = ''
        busy = true
        say('')
        form.setAttribute('aria-busy', 'true')
        for (const control of [field.input, confirm?.input, cancel, submit])
          if (control) control.disabled = true
        status.textContent = text('custodyWorking')
        rejectOpen = undefined
        resolve(password)
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
