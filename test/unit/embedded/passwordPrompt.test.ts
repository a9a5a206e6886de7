// @vitest-environment happy-dom
// CUSTODY=shares (issue 32): the frame's recovery-password view — its words from the page's
// catalogue (German here), labelled fields, checks before it answers, keyboard and a host's
// cancel.
import { afterEach, describe, expect, it } from 'vitest'
import germanCustody from '../../../secure-site/frame/custody/locales/de.js'
import { passwordPrompt } from '../../../secure-site/frame/custody/passwordPrompt.js'
import german from '../../../secure-site/frame/locales/de.js'
import type { MessageKey } from '../../../secure-site/frame/messages.js'

// The page's catalogue, as the view receives it (messages.ts itself cannot load in a DOM
// environment: Vite rewrites its locale URL): here the German one, values filled in.
const text = (key: MessageKey, values: Record<string, string> = {}) =>
  (german[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

const form = () => document.querySelector<HTMLFormElement>('#custody form')
const fields = () => [...document.querySelectorAll<HTMLInputElement>('#custody input')]
const alertText = () => document.querySelector('#custody [role="alert"]')?.textContent
const submit = () => form()?.requestSubmit()
const labelOf = (input: HTMLInputElement) =>
  (input.closest('label')?.firstChild?.textContent ?? '').trim()

describe('the recovery-password view', () => {
  afterEach(() => {
    document.body.replaceChildren()
  })

  it('set: both fields labelled, focus in the first; too short and differing passwords are told, the view stays', async () => {
    const prompt = passwordPrompt(text)
    const answer = prompt.ask('set')
    expect(form()?.getAttribute('aria-labelledby')).toBe('custody-title')
    expect(document.getElementById('custody-title')?.textContent).toBe(german.custodySetTitle)
    const [first, repeat] = fields()
    if (!first || !repeat) throw new Error('two fields expected')
    expect(fields().map(labelOf)).toEqual([german.custodyPassword, german.custodyConfirm])
    expect(document.activeElement).toBe(first)
    expect(first.autocomplete).toBe('new-password')

    first.value = 'short'
    submit()
    expect(alertText()).toBe('Mindestens 10 Zeichen verwenden.')
    expect(first.getAttribute('aria-invalid')).toBe('true')
    first.value = 'a long enough password'
    repeat.value = 'another long password'
    submit()
    expect(alertText()).toBe(german.custodyMismatch)
    expect(document.activeElement).toBe(repeat)

    repeat.value = 'a long enough password'
    submit()
    expect(await answer).toBe('a long enough password')
    // Busy until the caller closes it; the fields were emptied.
    expect(form()?.getAttribute('aria-busy')).toBe('true')
    expect(fields().every((field) => field.value === '' && field.disabled)).toBe(true)
    prompt.close()
    expect(document.getElementById('custody')).toBeNull()
  })

  it('enter: says how many attempts are left', async () => {
    const prompt = passwordPrompt(text)
    const answer = prompt.ask('enter', { kind: 'wrong', attemptsLeft: 3 })
    expect(fields()).toHaveLength(1)
    expect(alertText()).toBe('Das Wiederherstellungspasswort ist falsch. Verbleibende Versuche: 3.')
    expect(fields()[0]?.autocomplete).toBe('current-password')
    const [field] = fields()
    if (!field) throw new Error('a field expected')
    field.value = 'the password'
    submit()
    expect(await answer).toBe('the password')
    prompt.close()
  })

  it('Escape and Cancel reject as the visitor refusing; a host cancel ends an open question', async () => {
    const prompt = passwordPrompt(text)
    const escaped = prompt.ask('enter')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(escaped).rejects.toThrow('User rejected the request.')
    expect(document.getElementById('custody')).toBeNull()

    const cancelled = prompt.ask('enter')
    const cancel = [...document.querySelectorAll('#custody button')].find(
      (button) => button.textContent === german.custodyCancel,
    ) as HTMLButtonElement
    cancel.click()
    await expect(cancelled).rejects.toThrow('User rejected the request.')

    const open = prompt.ask('set')
    prompt.cancel()
    await expect(open).rejects.toThrow('User rejected the request.')
    expect(document.getElementById('custody')).toBeNull()
  })

  it('migrate: its own words (an existing wallet moves into shares), with both password fields', async () => {
    document.documentElement.lang = 'de'
    const prompt = passwordPrompt(text)
    const answer = prompt.ask('migrate')
    expect(document.getElementById('custody-title')?.textContent).toBe(germanCustody.migrateTitle)
    expect(document.querySelector('#custody form > p')?.textContent).toBe(germanCustody.migrateBody)
    expect(
      document.querySelector<HTMLButtonElement>('#custody button[type="submit"]')?.textContent,
    ).toBe(germanCustody.migrateAction)
    expect(fields().map(labelOf)).toEqual([german.custodyPassword, german.custodyConfirm])
    for (const field of fields()) field.value = 'a long enough password'
    submit()
    expect(await answer).toBe('a long enough password')
    prompt.close()
  })

  it('set with a passkey offered: the passkey first (focused, described, the main button), the password below as the other way; a passkey without PRF is told', async () => {
    document.documentElement.lang = 'de'
    const prompt = passwordPrompt(text)
    const answer = prompt.ask('set', { kind: 'passkeyNoPrf' }, { passkey: true })
    expect(alertText()).toBe(germanCustody.passkeyNoPrf)
    expect(document.getElementById('custody-title')?.textContent).toBe(
      germanCustody.passkeySetTitle,
    )
    expect(document.querySelector('#custody form > p')?.textContent).toBe(
      germanCustody.passkeySetBody,
    )
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('#custody button')]
    const [create] = buttons
    if (!create) throw new Error('the passkey button expected')
    expect(create.textContent).toBe(germanCustody.passkeyCreate)
    expect(create.className).toBe('approve')
    expect(
      document.getElementById(create.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(germanCustody.passkeyOfferHint)
    expect(document.activeElement).toBe(create)
    // In reading order: the passkey, the password's heading, its fields, Cancel, Save.
    const order = [...document.querySelectorAll('#custody button, #custody input, #custody h2')]
    expect(order.map((node) => node.tagName)).toEqual([
      'BUTTON',
      'H2',
      'INPUT',
      'INPUT',
      'BUTTON',
      'BUTTON',
    ])
    expect(document.querySelector('#custody h2')?.textContent).toBe(germanCustody.passkeyOrPassword)
    const save = buttons.at(-1)
    expect(save?.textContent).toBe(german.custodySetAction)
    expect(save?.className).toBe('')
    create.click()
    expect(await answer).toEqual({ passkey: true })
    expect(create.disabled).toBe(true)
    prompt.close()
    // The password still answers from the same view.
    const typed = prompt.ask('migrate', undefined, { passkey: true })
    expect(document.querySelector('#custody form > p')?.textContent).toBe(
      germanCustody.migratePasskeyBody,
    )
    for (const field of fields()) field.value = 'a long enough password'
    submit()
    expect(await typed).toBe('a long enough password')
    prompt.close()
    // Not offered unless asked: the password alone, its field focused.
    void prompt.ask('set')
    expect(document.querySelectorAll('#custody button')).toHaveLength(2)
    expect(document.activeElement).toBe(fields()[0])
    prompt.close()
  })

  it('passkey: no field, its button has the focus and Enter answers; a passkey that does not open the wallet is told with the attempts left', async () => {
    document.documentElement.lang = 'de'
    const prompt = passwordPrompt(text)
    const answer = prompt.ask('passkey', { kind: 'wrong', attemptsLeft: 2 })
    expect(document.getElementById('custody-title')?.textContent).toBe(germanCustody.passkeyTitle)
    expect(fields()).toHaveLength(0)
    expect(alertText()).toBe('Dieser Passkey öffnet diese Wallet nicht. Verbleibende Versuche: 2.')
    expect(document.activeElement?.textContent).toBe(germanCustody.passkeyAction)
    submit()
    expect(await answer).toEqual({ passkey: true })
    prompt.close()
  })
})
