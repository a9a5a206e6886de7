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

export function createTranslator(messages: Messages): Translate {
  const table = messages as Readonly<Record<string, string>>
  const fallback = en as Readonly<Record<string, string>>
  return (key, values) => {
    const template = table[key] ?? fallback[key] ?? key
    if (!values) return template
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    )
  }
}

export { en }
