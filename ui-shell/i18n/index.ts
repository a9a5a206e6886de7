import type { Plugin } from 'gangway/kernel'
import { en, type MessageKey, type Messages } from './en.js'

export type { MessageKey, Messages }
export type MessageValues = Readonly<Record<string, string | number>>
/** Looks a key up; an unknown key (e.g. a plugin's literal label) is returned as is. */
export type Translate = (key: MessageKey | (string & {}), values?: MessageValues) => string

/** Locales shipped as lazy modules, by language subtag. */
const lazyLocales: Readonly<Record<string, () => Promise<Messages>>> = {
  de: () => import('./de.js').then((module) => module.de),
}

/** English is built in; other shipped locales load on demand. Unknown ones fall back to English. */
export async function loadMessages(locale: string | undefined): Promise<Messages> {
  const language = locale?.toLowerCase().split(/[-_]/)[0]
  const load = language ? lazyLocales[language] : undefined
  if (!load) return en
  try {
    return await load()
  } catch {
    return en
  }
}

type Catalogue = Readonly<Record<string, string>>

/** Plugins' catalogues for one language, and their English, each merged into one table. */
export type PluginMessageTables = { own: Catalogue; en: Catalogue }

/**
 * Loads the enabled plugins' `messages` for a locale's language (lazy catalogues included)
 * and their English. A catalogue that fails to load leaves English in its place.
 */
export async function loadPluginMessages(
  plugins: readonly Plugin[],
  locale: string | undefined,
): Promise<PluginMessageTables> {
  const language = locale?.toLowerCase().split(/[-_]/)[0] ?? 'en'
  const tables = { own: {}, en: {} }
  await Promise.all(
    plugins.map(async ({ messages }) => {
      if (!messages) return
      Object.assign(tables.en, messages.en)
      const own = messages[language]
      try {
        Object.assign(tables.own, typeof own === 'function' ? (await own()).default : own)
      } catch {}
    }),
  )
  return tables
}

/**
 * The modal's translator: its catalogue for the locale, then the plugins' for the language,
 * then English (the modal's, then the plugins'); an unknown key is returned as is.
 */
export function createTranslator(
  messages: Messages,
  plugins: PluginMessageTables = { own: {}, en: {} },
): Translate {
  const table = messages as Catalogue
  const fallback = en as Catalogue
  return (key, values) => {
    const template = table[key] ?? plugins.own[key] ?? fallback[key] ?? plugins.en[key] ?? key
    if (!values) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    )
  }
}

export { en }
