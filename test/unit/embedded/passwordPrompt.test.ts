// @vitest-environment happy-dom
// CUSTODY=shares (issue 32): the frame's recovery-password view — its words from the page's
// catalogue (German here), labelled fields, checks before it answers, keyboard and a host's
// cancel.
import { afterEach, describe, expect, it } from 'vitest'
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
})
