/**
 * SPEC §5: an origin is allowed if it equals an allowed entry or matches a wildcard entry.
 * Matching is structural, as the secure site decides (`secure-site/src/isAllowedOrigin.ts`,
 * whose twin this is, so that a host page never depends on the service's package;
 * test/unit/embedded/methods.test.ts checks that the two agree): the origin must be exactly
 * an origin (`new URL(origin).origin === origin`, http or https), a `*` entry label stands for
 * one whole leading DNS label, a `*` port for any port, and `*` alone for every http(s) origin.
 *
 * @param origin - The origin to check, e.g. `location.origin`.
 * @param allowed - The allow-list, e.g. `['https://example.com', 'https://*.example.com']`.
 * @returns `true` when an entry allows the origin.
 * @example
 * isAllowedOrigin('https://shop.example.com', ['https://*.example.com']) // true
 * isAllowedOrigin('https://a.b.example.com', ['https://*.example.com']) // false
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const url = readOrigin(origin)
  return url !== undefined && allowed.some((entry) => matchesEntry(url, entry))
}

function readOrigin(origin: string): URL | undefined {
  try {
    const url = new URL(origin)
    return /^https?:$/.test(url.protocol) && url.origin === origin && url.hostname !== ''
      ? url
      : undefined
  } catch {
    return undefined
  }
}

const entryPattern = /^(https?):\/\/((?:\*\.)*)([^/?#@*%\s\\]+?)(?::(\*|\d{1,5}))?$/i

function matchesEntry(url: URL, written: string): boolean {
  const entry = written.trim().replace(/\/$/, '')
  if (entry === '*') return true
  const [, scheme, stars = '', host = '', port] = entryPattern.exec(entry) ?? []
  if (!scheme || url.protocol !== `${scheme.toLowerCase()}:`) return false
  let base: URL
  try {
    base = new URL(`${scheme}://${host}${port && port !== '*' ? `:${port}` : ''}`)
  } catch {
    return false
  }
  if (base.pathname !== '/' || base.username !== '' || base.password !== '') return false
  if (port !== '*' && url.port !== base.port) return false
  const wildcards = stars.length / 2
  if (wildcards === 0) return url.hostname === base.hostname
  const labels = url.hostname.split('.')
  const suffix = base.hostname
  if (!/[a-z]/.test(suffix.split('.').at(-1) ?? '')) return false
  if (!suffix.includes('.') && suffix !== 'localhost') return false
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return false
  return (
    labels.length === wildcards + suffix.split('.').length &&
    labels.slice(0, wildcards).every((label) => label !== '') &&
    labels.slice(wildcards).join('.') === suffix
  )
}
