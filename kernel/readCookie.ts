/** Longest cookie value read; a real snapshot is a few hundred bytes. */
const maxCookieLength = 4096

/**
 * The decoded value of cookie `name` in a `Cookie` header (or `document.cookie`), or
 * `undefined` when it is absent, too long or not valid percent-encoding. With duplicates
 * (the same name for another path or domain) the first wins, as browsers send the most
 * specific first.
 *
 * @param header - The `Cookie` header: `a=1; b=2`.
 * @param name - The cookie's name.
 * @returns The value, or `undefined`.
 * @example
 * readCookie('theme=dark; gangway=%7B%7D', 'gangway') // '{}'
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string') return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    if (raw.length > maxCookieLength) return undefined
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}
