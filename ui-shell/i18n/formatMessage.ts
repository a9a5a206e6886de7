export type MessageValues = Readonly<Record<string, string | number>>

/** `{count, plural, one {# wallet} other {# wallets}}`: ICU's plural form, `#` the number. */
const pluralPattern = /\{(\w+), plural,((?:\s*[\w=]+\s*\{[^{}]*\})+)\s*\}/g
const pluralForm = /([\w=]+)\s*\{([^{}]*)\}/g

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * Fills a message's `{name}` placeholders. Numbers are written the locale's way
 * (`Intl.NumberFormat`); an ICU plural picks its form by `Intl.PluralRules` (`=N` matches
 * exactly, then the locale's category, then `other`). A placeholder without a value stays.
 *
 * @example
 * formatMessage('{count, plural, one {# wallet} other {# wallets}}', { values: { count: 1200 }, locale: 'de' }) // '1.200 wallets'
 */
export function formatMessage(
  template: string,
  parameters: {
    /** The placeholders' values, by name. */
    values?: MessageValues | undefined
    /** The BCP 47 tag numbers and plurals follow (default `en`). */
    locale?: string | undefined
  },
): string {
  const { values, locale } = parameters
  if (!values) return template
  const tag = locale ?? 'en'
  const format = (value: string | number) => {
    if (typeof value !== 'number') return value
    const numbers = numberFormats.get(tag) ?? new Intl.NumberFormat(tag)
    numberFormats.set(tag, numbers)
    return numbers.format(value)
  }
  return template
    .replace(pluralPattern, (match, name: string, body: string) => {
      const value = values[name]
      if (typeof value !== 'number') return match
      const rules = pluralRules.get(tag) ?? new Intl.PluralRules(tag)
      pluralRules.set(tag, rules)
      const forms = new Map([...body.matchAll(pluralForm)].map(([, form, text]) => [form, text]))
      const text = forms.get(`=${value}`) ?? forms.get(rules.select(value)) ?? forms.get('other')
      return text === undefined ? match : text.replace(/#/g, format(value))
    })
    .replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = values[name]
      return value === undefined ? match : format(value)
    })
}
