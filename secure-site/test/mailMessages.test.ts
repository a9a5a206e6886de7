import { describe, expect, it } from 'vitest'
import { shippedLocales } from '../../ui-shell/i18n/matchLocale.js'
import { mailMessages } from '../src/mailMessages.js'
import { matchSiteLanguage, siteLanguages, toSiteLanguage } from '../src/siteLanguages.js'

const values = {
  appName: 'Tip Jar',
  code: '042917',
  email: 'ada@example.com',
}

/** Every text a catalogue writes, with the same values filled in. */
function texts(language: (typeof siteLanguages)[number]): string[] {
  const catalogue = mailMessages[language]
  return [
    ...Object.values(catalogue.purposes),
    ...Object.values(catalogue.code({ ...values, purpose: catalogue.purposes.login })),
    ...Object.values(catalogue.exportCode(values)),
    ...Object.values(catalogue.newDeviceCode(values)),
    ...Object.values(catalogue.addressLocked({ ...values, hours: 24 })),
  ]
}

describe("the site's languages", () => {
  it('speaks every language the widget ships (frame and mails)', () => {
    expect([...siteLanguages].sort()).toEqual([...shippedLocales].sort())
  })

  it.each(siteLanguages.filter((language) => language !== 'en'))(
    '%s: every text is translated and carries the values it must',
    (language) => {
      const catalogue = mailMessages[language]
      const english = new Set(texts('en'))
      for (const text of texts(language)) expect(english.has(text), text).toBe(false)
      const code = catalogue.code({ ...values, purpose: catalogue.purposes.login })
      expect(code.subject).toContain(values.code)
      expect(code.text).toContain(values.code)
      expect(code.text).toContain(values.appName)
      expect(catalogue.exportCode(values).text).toContain(values.code)
      const newDevice = catalogue.newDeviceCode(values)
      // The subject carries the code, as every code mail's does.
      expect(newDevice.subject).toContain(values.code)
      expect(newDevice.text).toContain(values.code)
      expect(newDevice.text).toContain(values.email)
      const locked = catalogue.addressLocked({ ...values, hours: 24 })
      expect(locked.text).toContain(values.email)
      expect(locked.text).toContain('24')
      expect(`${locked.subject}${locked.text}`).not.toMatch(/\b\d{6}\b/)
      expect(new Set(Object.values(catalogue.purposes)).size).toBe(5)
    },
  )

  it('matches a visitor language as the widget matches its catalogues', () => {
    expect(matchSiteLanguage('de-AT')).toBe('de')
    expect(matchSiteLanguage('pt-PT')).toBe('pt-BR')
    expect(matchSiteLanguage('zh-HK')).toBe('zh-TW')
    expect(matchSiteLanguage('zh-Hant')).toBe('zh-TW')
    expect(matchSiteLanguage('zh')).toBe('zh-CN')
    expect(matchSiteLanguage('zh-SG')).toBe('zh-CN')
    expect(matchSiteLanguage('ja-JP')).toBe('ja')
    expect(matchSiteLanguage('sw')).toBeUndefined()
    expect(matchSiteLanguage('not a tag')).toBeUndefined()
  })

  it('takes a link language only as the service writes it', () => {
    expect(toSiteLanguage('pt-BR')).toBe('pt-BR')
    expect(toSiteLanguage('pt-br')).toBeUndefined()
    expect(toSiteLanguage('<b>')).toBeUndefined()
    expect(toSiteLanguage(undefined)).toBeUndefined()
  })
})
