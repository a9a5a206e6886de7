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
