import { OnrampUrlRefusedError } from './errors.js'

const loopback = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

/**
 * Whether an origin may host a provider's widget: `https:`, or `http:` on loopback only (a
 * local stand-in during development and tests).
 */
export function isWidgetOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin.replace(/\/+$/, '')) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback.test(url.hostname))
}

/**
 * Checks a widget URL before anything opens it: it must parse, and its origin must be one
 * of the provider's `origins` (which are https, or loopback http). `javascript:`, `data:`
 * and every other origin are refused.
 *
 * @returns The URL, normalised.
 * @throws OnrampUrlRefusedError otherwise.
 * @example
 * checkWidgetUrl('coinbase', url, ['https://pay.coinbase.com'])
 */
export function checkWidgetUrl(provider: string, url: string, origins: readonly string[]): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (cause) {
    throw new OnrampUrlRefusedError(provider, String(url), { cause })
  }
  const allowed = origins.some(
    (origin) => isWidgetOrigin(origin) && new URL(origin).origin === parsed.origin,
  )
  if (!allowed || parsed.username || parsed.password) throw new OnrampUrlRefusedError(provider, url)
  return parsed.href
}
