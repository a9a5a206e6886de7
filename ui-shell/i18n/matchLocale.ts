/** The locales the modal ships a catalogue for; English is built in, the others load lazily. */
export const shippedLocales = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'vi',
  'th',
] as const

export type ShippedLocale = (typeof shippedLocales)[number]

const byLanguage = new Map<string, ShippedLocale>(
  shippedLocales.map((tag) => [tag.split('-')[0] as string, tag]),
)

/**
 * The shipped catalogue for a BCP 47 tag, or `undefined` when none fits. Chinese goes by
 * script (zh-HK, zh-MO and zh-Hant read Traditional: zh-TW; zh, zh-SG and zh-Hans read
 * Simplified: zh-CN); Portuguese of any region reads pt-BR; other tags by language (de-AT: de).
 *
 * @example
 * matchLocale('zh-HK') // 'zh-TW'
 */
export function matchLocale(locale: string | undefined): ShippedLocale | undefined {
  if (!locale) return undefined
  let parsed: Intl.Locale
  try {
    parsed = new Intl.Locale(locale)
  } catch {
    return undefined
  }
  if (parsed.language === 'zh') return parsed.maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN'
  return byLanguage.get(parsed.language)
}
