import { formatMessage, type MessageValues } from '../i18n/formatMessage.js'
import type { Translate } from '../i18n/index.js'

/**
 * A plugin's own messages: English is required, other languages (by subtag, e.g. `de`)
 * may give some or all keys. They ship in the plugin's lazy chunk, never in the first-click
 * bundle.
 */
export type PluginMessages<key extends string> = { readonly en: Readonly<Record<key, string>> } & {
  readonly [language: string]: Readonly<Partial<Record<key, string>>> | undefined
}

export type PluginText<key extends string> = (key: key, values?: MessageValues) => string

/**
 * The translator a plugin view uses: ui-shell's catalogue first (so a host locale can
 * translate any plugin key), then the plugin's messages for the locale's language, then its
 * English. Values fill `{name}` placeholders.
 *
 * @example
 * const text = createPluginText({ t, locale: kernel.options.locale, messages: { en: { 'WalletSend.max': 'Max' } } })
 * text('WalletSend.max') // 'Max'
 */
export function createPluginText<key extends string>(parameters: {
  /** The view's translator (`ViewProps['t']`). */
  t: Translate
  /** The host's locale (`kernel.options.locale`). */
  locale: string | undefined
  /** The plugin's messages: English, and any other languages by subtag. */
  messages: PluginMessages<key>
}): PluginText<key> {
  const { t, locale, messages } = parameters
  const language = locale?.toLowerCase().split(/[-_]/)[0] ?? 'en'
  const own = messages[language]
  return (key, values) => {
    const translated = t(key, values)
    if (translated !== key) return translated
    return formatMessage(own?.[key] ?? messages.en[key], { values, locale })
  }
}
