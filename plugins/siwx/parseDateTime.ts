// RFC 3339 §5.6 date-time: full-date "T" partial-time time-offset. "T" and "Z" may be lower case
// (RFC 3339 §5.6 note: ABNF strings are case-insensitive).
const dateTimeRegex =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/**
 * The instant an RFC 3339 date-time names, in ms since the epoch, or `undefined` when the text
 * is not one. Offsets (`+02:00`), `Z`, and fractions of any length (or none) all count; two
 * texts naming the same instant give the same number. Digits past milliseconds are dropped.
 *
 * @param text - e.g. `2021-09-30T16:25:24Z`, `2026-03-01T14:00:00.5+02:00`.
 * @returns ms since 1970-01-01T00:00:00Z, or `undefined`.
 * @example
 * parseDateTime('2026-03-01T14:00:00+02:00') === Date.UTC(2026, 2, 1, 12) // true
 */
export function parseDateTime(text: string): number | undefined {
  const match = dateTimeRegex.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const fraction = match[7] ?? ''
  const [sign, offsetHour, offsetMinute] = [match[9], Number(match[10]), Number(match[11])]
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined
  // Second 60 is a leap second (RFC 3339 §5.7); it counts as the minute's end.
  if (hour > 23 || minute > 59 || second > 60) return undefined
  if (sign && (offsetHour > 23 || offsetMinute > 59)) return undefined
  const leap = second === 60
  const date = new Date(0)
  // setUTCFullYear: Date.UTC maps years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(
    hour,
    minute,
    leap ? 59 : second,
    leap ? 999 : Number(fraction.slice(0, 3).padEnd(3, '0')),
  )
  const offset = sign ? (sign === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute) * 60_000 : 0
  return date.getTime() - offset
}
