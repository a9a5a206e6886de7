import { describe, expect, it } from 'vitest'
import { createTranslator, en } from '../../../ui-shell/i18n/index.js'
import { createPluginText } from '../../../ui-shell/kit/createPluginText.js'

const messages = {
  en: { 'Tip.title': 'Tip {name}', 'Tip.send': 'Send tip' },
  de: { 'Tip.title': 'Trinkgeld für {name}' },
}

describe('createPluginText', () => {
  const t = createTranslator(en)

  it("uses the plugin's English, filling placeholders", () => {
    const text = createPluginText({ t, locale: undefined, messages })
    expect(text('Tip.title', { name: 'Ada' })).toBe('Tip Ada')
    expect(text('Tip.send')).toBe('Send tip')
  })

  it("uses the locale's language and falls back to English per key", () => {
    const text = createPluginText({ t, locale: 'de-AT', messages })
    expect(text('Tip.title', { name: 'Ada' })).toBe('Trinkgeld für Ada')
    expect(text('Tip.send')).toBe('Send tip')
  })

  it("lets ui-shell's catalogue win, so a host locale can translate plugin keys", () => {
    const host = createTranslator({ ...en, 'Tip.send': 'Envoyer' } as typeof en)
    expect(createPluginText({ t: host, locale: 'fr', messages })('Tip.send')).toBe('Envoyer')
  })
})
