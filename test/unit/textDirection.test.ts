import { describe, expect, it } from 'vitest'
import { textDirection } from '../../ui-shell/i18n/textDirection.js'

describe('textDirection', () => {
  it('is rtl for Arabic, Hebrew, Persian and Urdu, with or without a region', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'he-IL', 'fa-IR', 'ur'])
      expect(textDirection(locale), locale).toBe('rtl')
  })
  it('is ltr for the other shipped languages and for no locale', () => {
    for (const locale of ['en', 'de', 'fr', 'zh-CN', 'zh-TW', 'ja', 'hi', 'th', undefined])
      expect(textDirection(locale), String(locale)).toBe('ltr')
  })
  it('follows an explicit script subtag', () => {
    expect(textDirection('az-Arab')).toBe('rtl')
    expect(textDirection('ku-Latn')).toBe('ltr')
  })
  it('treats a malformed tag as ltr instead of throwing', () => {
    expect(textDirection('not a locale!')).toBe('ltr')
  })
})
