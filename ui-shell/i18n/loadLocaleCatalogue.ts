import type { LocaleCatalogue } from './en.js'
import { matchLocale, type ShippedLocale } from './matchLocale.js'

/** Every shipped locale but English, each its own chunk: a page pays only for the one it shows. */
const lazyLocales: LazyLocales<LocaleCatalogue> = {
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  tr: () => import('./locales/tr.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  vi: () => import('./locales/vi.js'),
  th: () => import('./locales/th.js'),
}

/** A table of lazy catalogue chunks, one per shipped locale but English. */
export type LazyLocales<catalogue> = Readonly<
  Record<Exclude<ShippedLocale, 'en'>, () => Promise<{ default: catalogue }>>
>

/**
 * The chunk of `table` for a locale (`matchLocale` picks the shipped one), or `undefined`:
 * English, an unknown locale, a chunk that fails.
 */
export async function loadLazyLocale<catalogue>(
  table: LazyLocales<catalogue>,
  locale: string | undefined,
): Promise<catalogue | undefined> {
  const tag = matchLocale(locale)
  const load = tag && tag !== 'en' ? table[tag] : undefined
  try {
    return (await load?.())?.default
  } catch {
    return undefined
  }
}

/**
 * The modal's first screens' catalogue for a locale other than English, or `undefined` (English,
 * an unknown locale, a chunk that fails). Its own module, without the English catalogue: the
 * page button (eager) loads it for its own texts, and the modal shares the same chunks.
 */
export const loadLocaleCatalogue = (
  locale: string | undefined,
): Promise<LocaleCatalogue | undefined> => loadLazyLocale(lazyLocales, locale)
