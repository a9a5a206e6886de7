import { OnrampUrlRefusedError } from './errors.js'

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
export function checkWidgetUrl({
  provider,
  url,
  origins,
}: {
  provider: string
  url: string
  origins: readonly string[]
}): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (cause) {
    throw new OnrampUrlRefusedError(provider, String(url), { cause })
  }
  // As `isWidgetOrigin` says, repeated here: that module is the page's, this one is lazy.
  const secure =
    parsed.protocol === 'https:' ||
    (parsed.protocol === 'http:' && /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(parsed.hostname))
  const allowed = secure && origins.some((origin) => origin.replace(/\/+$/, '') === parsed.origin)
  if (!allowed || parsed.username || parsed.password) throw new OnrampUrlRefusedError(provider, url)
  return parsed.href
}
