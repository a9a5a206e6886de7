/** Languages written right to left, for engines without `Intl.Locale#getTextInfo`. */
const rightToLeft = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
])

/** Scripts written right to left (ISO 15924), when a tag names its script. */
const rightToLeftScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Nkoo', 'Rohg', 'Syrc', 'Thaa'])

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string }
  textInfo?: { direction?: string }
}

/**
 * The writing direction of a BCP 47 locale: `rtl` for Arabic, Hebrew, Persian, Urdu… (a
 * script subtag wins: `az-Arab` is rtl, `ku-Latn` ltr). Unknown or malformed tags are `ltr`.
 *
 * @example
 * textDirection('he-IL') // 'rtl'
 */
export function textDirection(locale: string | undefined): 'ltr' | 'rtl' {
  if (!locale) return 'ltr'
  let parsed: LocaleWithTextInfo
  try {
    parsed = new Intl.Locale(locale) as LocaleWithTextInfo
  } catch {
    return 'ltr'
  }
  if (parsed.script) return rightToLeftScripts.has(parsed.script) ? 'rtl' : 'ltr'
  const info = parsed.getTextInfo?.() ?? parsed.textInfo
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction
  return rightToLeft.has(parsed.language) ? 'rtl' : 'ltr'
}
