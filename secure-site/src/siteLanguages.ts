/**
 * The languages the secure site speaks: its frame page, its mails and its own pages. They are
 * the widget's shipped locales (a test compares the lists); anything else gets English.
 */
export const siteLanguages = [
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

export type SiteLanguage = (typeof siteLanguages)[number]

/** Reads a language the service writes in, exactly as a link's or a form's `lang` carries it. */
export function toSiteLanguage(value: unknown): SiteLanguage | undefined {
  return siteLanguages.find((language) => language === value)
}

const byLanguage = new Map<string, SiteLanguage>(
  siteLanguages.map((tag) => [tag.split('-')[0] as string, tag]),
)

/**
 * The site's language for a BCP 47 tag, as the widget matches its catalogues: Chinese by script
 * (zh-HK and zh-Hant: zh-TW; zh and zh-Hans: zh-CN), Portuguese of any region: pt-BR, others by
 * language (de-AT: de). `undefined` when none fits.
 */
export function matchSiteLanguage(tag: string): SiteLanguage | undefined {
  let locale: Intl.Locale
  try {
    locale = new Intl.Locale(tag)
  } catch {
    return undefined
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'zh-TW' : 'zh-CN'
  return byLanguage.get(locale.language)
}

/** Whether a language is written right to left (its pages get `dir="rtl"`). */
export function isRightToLeft(language: SiteLanguage): boolean {
  return language === 'ar' || language === 'he'
}
