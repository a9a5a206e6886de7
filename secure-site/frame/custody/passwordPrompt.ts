/** Why the frame asks for the recovery password. */
export type PasswordPurpose = 'set' | 'enter'

/** Asks the visitor for the recovery password; `problem` says what went wrong last time. */
export type AskPassword = (purpose: PasswordPurpose, problem?: string) => Promise<string>

/** The shortest recovery password the frame accepts when one is set. */
export const minimumPasswordLength = 10

const texts = {
  set: {
    title: 'Set a recovery password',
    body: 'With it and your e-mail you can open this wallet on a new device. Nobody can reset it: keep it safe.',
    action: 'Save password',
  },
  enter: {
    title: 'Enter your recovery password',
    body: 'This device has no share of your wallet yet: your recovery password opens it here.',
    action: 'Unlock',
  },
} as const

/**
 * The frame's recovery-password view (English for now; the frame's catalogues come later):
 * a form in its own `<main>`, shown over the approval while open. Resolves with the
 * password; rejects with "User rejected the request." on Cancel or Escape.
 */
export const askPassword: AskPassword = (purpose, problem) => {
  const approval = document.getElementById('approve')
  const approvalHidden = approval?.hidden ?? true
  const root = document.createElement('main')
  root.id = 'custody'
  const form = document.createElement('form')
  const title = document.createElement('h1')
  title.textContent = texts[purpose].title
  const body = document.createElement('p')
  body.textContent = texts[purpose].body
  const label = document.createElement('label')
  label.textContent = 'Recovery password'
  const field = document.createElement('input')
  field.type = 'password'
  field.required = true
  field.minLength = purpose === 'set' ? minimumPasswordLength : 1
  field.autocomplete = purpose === 'set' ? 'new-password' : 'current-password'
  label.append(field)
  const error = document.createElement('p')
  error.className = 'error'
  error.setAttribute('role', 'alert')
  error.textContent = problem ?? ''
  const actions = document.createElement('div')
  actions.className = 'actions'
  const cancel = document.createElement('button')
  cancel.type = 'button'
  cancel.textContent = 'Cancel'
  const submit = document.createElement('button')
  submit.type = 'submit'
  submit.className = 'approve'
  submit.textContent = texts[purpose].action
  actions.append(cancel, submit)
  form.append(title, body, label, error, actions)
  root.append(form)
  if (approval) approval.hidden = true
  document.body.append(root)
  field.focus()
  return new Promise<string>((resolve, reject) => {
    const finish = () => {
      root.remove()
      document.removeEventListener('keydown', onKey)
      if (approval) approval.hidden = approvalHidden
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      finish()
      reject(new Error('User rejected the request.'))
    }
    document.addEventListener('keydown', onKey)
    cancel.addEventListener('click', () => {
      finish()
      reject(new Error('User rejected the request.'))
    })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const password = field.value
      field.value = ''
      finish()
      resolve(password)
    })
  })
}
