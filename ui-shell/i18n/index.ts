import type { Plugin } from 'gangway/kernel'
import {
  en,
  type LocaleCatalogue,
  type MessageKey,
  type Messages,
  type SessionCatalogue,
} from './en.js'
import { formatMessage, type MessageValues } from './formatMessage.js'
import { type LazyLocales, loadLazyLocale, loadLocaleCatalogue } from './loadLocaleCatalogue.js'
import { matchLocale } from './matchLocale.js'

export { isSessionKey, sessionViews } from './en.js'
export { formatMessage } from './formatMessage.js'
export { matchLocale, type ShippedLocale, shippedLocales } from './matchLocale.js'
export type { LocaleCatalogue, MessageKey, Messages, MessageValues, SessionCatalogue }
/** Looks a key up; an unknown key (e.g. a plugin's literal label) is returned as is. */
export type Translate = (key: MessageKey | (string & {}), values?: MessageValues) => string

type Catalogue = Readonly<Record<string, string>>

/** The same locales' texts of the session views (`sessionViews`), each its own chunk too. */
const lazySessionLocales: LazyLocales<SessionCatalogue> = {
  de: () => import('./locales/session/de.js'),
  fr: () => import('./locales/session/fr.js'),
  es: () => import('./locales/session/es.js'),
  'pt-BR': () => import('./locales/session/pt-BR.js'),
  it: () => import('./locales/session/it.js'),
  nl: () => import('./locales/session/nl.js'),
  pl: () => import('./locales/session/pl.js'),
  tr: () => import('./locales/session/tr.js'),
  ru: () => import('./locales/session/ru.js'),
  uk: () => import('./locales/session/uk.js'),
  ar: () => import('./locales/session/ar.js'),
  he: () => import('./locales/session/he.js'),
  hi: () => import('./locales/session/hi.js'),
  id: () => import('./locales/session/id.js'),
  ja: () => import('./locales/session/ja.js'),
  ko: () => import('./locales/session/ko.js'),
  'zh-CN': () => import('./locales/session/zh-CN.js'),
  'zh-TW': () => import('./locales/session/zh-TW.js'),
  vi: () => import('./locales/session/vi.js'),
  th: () => import('./locales/session/th.js'),
}

/**
 * The modal's catalogue for a locale (`matchLocale` picks the shipped one); the translator
 * fills a key it lacks from English. English is built in; unknown locales, and a chunk that
 * fails, get English.
 */
export async function loadMessages(locale: string | undefined): Promise<LocaleCatalogue> {
  return (await loadLocaleCatalogue(locale)) ?? en
}

/**
 * The session views' catalogue for a locale (English, the built-in one, for `en`, unknown
 * locales and a chunk that fails).
 */
export async function loadSessionMessages(locale: string | undefined): Promise<SessionCatalogue> {
  return (await loadLazyLocale(lazySessionLocales, locale)) ?? {}
}

/** Plugins' catalogues for one locale, and their English, each merged into one table. */
export type PluginMessageTables = { own: Catalogue; en: Catalogue }

/**
 * Loads the enabled plugins' `messages` for a locale: through a plugin's `load` (by shipped
 * tag, e.g. `pt-BR`), else its catalogue or loader by tag or language subtag; and their
 * English. A catalogue that fails to load leaves English in its place.
 */
export async function loadPluginMessages(
  plugins: readonly Plugin[],
  locale: string | undefined,
): Promise<PluginMessageTables> {
  const tag = matchLocale(locale) ?? 'en'
  const language = locale?.toLowerCase().split(/[-_]/)[0] ?? 'en'
  const tables: PluginMessageTables = { own: {}, en: {} }
  // A chain's name is the English of `namespace.<id>`; its own messages may translate it.
  for (const { chain } of plugins)
    if (chain)
      Object.assign(tables.en, { [`namespace.${chain.namespace}`]: chain.name ?? chain.namespace })
  await Promise.all(
    plugins.map(async ({ messages }) => {
      if (!messages) return
      Object.assign(tables.en, messages.en)
      if (tag === 'en') return
      try {
        if (typeof messages.load === 'function') {
          Object.assign(tables.own, await messages.load(tag))
          return
        }
        const own = (messages[tag] ?? messages[language]) as
          | Catalogue
          | (() => Promise<{ default: Catalogue }>)
          | undefined
        Object.assign(tables.own, typeof own === 'function' ? (await own()).default : own)
      } catch {}
    }),
  )
  return tables
}

/**
 * The modal's translator: its catalogue for the locale, then the plugins' for the language,
 * then English (the modal's, then the plugins'); an unknown key is returned as is. Values
 * fill placeholders in the locale's number and plural forms (`formatMessage`).
 */
export function createTranslator(
  messages: LocaleCatalogue & SessionCatalogue,
  parameters: {
    /** The plugins' catalogues for the locale and in English (`loadPluginMessages`). */
    plugins?: PluginMessageTables | undefined
    /** The BCP 47 tag numbers and plurals follow (default `en`). */
    locale?: string | undefined
  } = {},
): Translate {
  const { plugins = { own: {}, en: {} }, locale } = parameters
  const table = messages as Catalogue
  const fallback = en as Catalogue
  return (key, values) =>
    formatMessage(table[key] ?? plugins.own[key] ?? fallback[key] ?? plugins.en[key] ?? key, {
      values,
      locale,
    })
}

export { en }

/** The session views' catalogue of one modal: `ready` once it is in the modal's translator. */
export type SessionMessages = { readonly ready: boolean; load(): Promise<void> }

/**
 * The modal's translator over its first screens' catalogue, and the session views' catalogue
 * that joins it on `session.load()` (loaded once; English needs none). The session views wait
 * for `ready` (Modal.tsx), so they never show English to a visitor of another locale.
 */
export function createModalText(
  messages: LocaleCatalogue,
  parameters: {
    /** The plugins' catalogues for the locale and in English (`loadPluginMessages`). */
    plugins: PluginMessageTables
    /** The locale the modal is shown in. */
    locale: string | undefined
    /** The session views' catalogue, when it was loaded beside the first (a connected visitor). */
    sessionTexts?: SessionCatalogue | undefined
  },
): { t: Translate; session: SessionMessages } {
  const { locale, sessionTexts } = parameters
  const table: Record<string, string> = { ...messages, ...sessionTexts }
  const tag = matchLocale(locale)
  let ready = !tag || tag === 'en' || sessionTexts !== undefined
  let loading: Promise<void> | undefined
  const session: SessionMessages = {
    get ready() {
      return ready
    },
    load() {
      loading ??= ready
        ? Promise.resolve()
        : loadSessionMessages(locale).then((texts) => {
            Object.assign(table, texts)
            ready = true
          })
      return loading
    },
  }
  return { t: createTranslator(table, parameters), session }
}
