// Dependency-free: the service, the frame page and the social callback page all use it.

declare const originBrand: unique symbol

/**
 * A web origin in its one serialized form (`https://shop.example.com`,
 * `http://127.0.0.1:5173`): what `new URL(value).origin` gives back unchanged, http or https,
 * no user info, no path, a lower-case host, no default port. Only `parseOrigin` makes one, so
 * a value of this type has been checked at the boundary it came through.
 */
export type Origin = string & { readonly [originBrand]: true }

/** Longer than any real origin (a host name is at most 253 characters). */
const maxOriginLength = 300

/**
 * Parses an origin as a boundary receives it (a request body, a header, a setting, the
 * parent page's origin). Anything that is not exactly an origin is refused, not repaired:
 * `http://127.0.0.1:1@127.0.0.2:8080` (user info), `https://evil.org/.example.com` (a path),
 * `https://Shop.example.com` (upper case), `https://shop.example.com:443` (a default port),
 * `null` (an opaque origin) and `javascript:` are all `undefined`.
 *
 * @param value - The text to read.
 * @returns The origin, or `undefined` when the text is not one.
 * @example
 * parseOrigin('https://shop.example.com') // 'https://shop.example.com'
 * parseOrigin('https://shop.example.com/') // undefined
 */
export function parseOrigin(value: unknown): Origin | undefined {
  if (typeof value !== 'string' || value.length > maxOriginLength) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  // The serialization drops user info, path, query, fragment and a default port, and
  // lower-cases and punycodes the host: equal only when the text had none of them.
  if (url.origin !== value || url.hostname === '') return undefined
  return value as Origin
}

/**
 * The origin of a URL that must be an http(s) page without user info (a page to return to):
 * `undefined` for anything else.
 *
 * @example
 * originOfPage('https://shop.example.com/cart?x=1') // 'https://shop.example.com'
 */
export function originOfPage(value: unknown): Origin | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '') return undefined
  return parseOrigin(url.origin)
}
