/**
 * `0x1234…abcd`: keeps the prefix and the last characters people check.
 *
 * @example truncateAddress(address, { head: 8, tail: 6 })
 */
export function truncateAddress(
  address: string,
  {
    head = 6,
    tail = 4,
  }: {
    /** Characters kept at the start (default 6: `0x` and four digits). */
    head?: number | undefined
    /** Characters kept at the end (default 4). */
    tail?: number | undefined
  } = {},
): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

// ES2023 Intl: a decimal string is formatted exactly (no float on the way), and a negative
// amount cut to zero shows no sign. Engines without it take the string as a number (exact to
// 15 digits) and show "-0": the truncation below is done before either, so neither rounds.
type AmountFormat = { format(value: string): string }

const amountFormats = new Map<string, AmountFormat>()

function amountFormat(locale: string | undefined, minimum: number, maximum: number): AmountFormat {
  const key = `${locale ?? ''}|${minimum}|${maximum}`
  let format = amountFormats.get(key)
  if (!format) {
    const options = {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      signDisplay: 'negative',
    } as unknown as Intl.NumberFormatOptions
    try {
      format = new Intl.NumberFormat(locale ?? 'en-US', options) as unknown as AmountFormat
    } catch {
      // An unknown locale tag: the English form rather than an exception in a view.
      format = new Intl.NumberFormat('en-US', options) as unknown as AmountFormat
    }
    amountFormats.set(key, format)
  }
  return format
}

/** `formatted` cut (never rounded) to `decimals` places, or `undefined` when it is no decimal. */
function truncateDecimal(formatted: string, decimals: number): string | undefined {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(formatted.trim())
  if (!match || (!match[2] && !match[3])) return undefined
  const [, sign, whole, fraction = ''] = match
  return `${sign}${whole || '0'}.${fraction.slice(0, decimals) || '0'}`
}

/**
 * SPEC §5: balances are truncated (not rounded) to `decimals` places, grouped and written
 * with the decimal separator of `locale` (`1 234,5` in French, `1.234,5` in German). A value
 * that is no decimal number is returned as it is.
 *
 * @example formatAmount('1234.5678', { decimals: 2, locale: 'de' }) // '1.234,56'
 */
export function formatAmount(
  formatted: string,
  {
    decimals = 3,
    locale,
  }: {
    /** Places kept after the separator (default 3), cut, never rounded. */
    decimals?: number | undefined
    /** BCP 47 tag (default `en-US`). */
    locale?: string | undefined
  } = {},
): string {
  const exact = truncateDecimal(formatted, decimals)
  return exact === undefined ? formatted : amountFormat(locale, 0, decimals).format(exact)
}

/** SPEC §5: token balances are shown with exactly 2 decimals (`5` → `5.00`), truncated. */
export function formatTokenAmount(formatted: string, locale?: string): string {
  const exact = truncateDecimal(formatted, 2)
  return exact === undefined ? formatted : amountFormat(locale, 2, 2).format(exact)
}

/** A stable 32-bit hash of a string (avatars, colours). */
export function hashString(value: string): number {
  let hash = 2166136261
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}
