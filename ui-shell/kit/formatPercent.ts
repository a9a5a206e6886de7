export type FormatPercentOptions = {
  /** BCP 47 tag; English when absent or not a tag the browser knows. */
  locale?: string | undefined
  /** At most this many decimals (default 2): `0.01234` → "1.23%". */
  maximumFractionDigits?: number | undefined
}

/**
 * A fraction as a percentage in the visitor's locale: `0.025` → "2.5%" (English), "2,5 %"
 * (French). An unknown locale tag gives the English form rather than an exception in a view.
 *
 * @example
 * formatPercent(0.015, { locale: 'de', maximumFractionDigits: 1 }) // '1,5 %'
 */
export function formatPercent(value: number, options: FormatPercentOptions = {}): string {
  const format = { style: 'percent', maximumFractionDigits: options.maximumFractionDigits ?? 2 }
  try {
    return new Intl.NumberFormat(
      options.locale ?? 'en-US',
      format as Intl.NumberFormatOptions,
    ).format(value)
  } catch {
    return new Intl.NumberFormat('en-US', format as Intl.NumberFormatOptions).format(value)
  }
}
