/**
 * SPEC §5: an origin is allowed if it equals an allowed entry or matches a wildcard entry,
 * where `*` stands for any run of characters (`https://*.example.com`, `http://localhost:*`,
 * or `*` for every origin) — as CSP `frame-ancestors` reads the same list. The secure site
 * (`secure-site/src/isAllowedOrigin.ts`) decides the same way; this copy is the host's, so a
 * host page never depends on the service's package.
 *
 * @param origin - The origin to check, e.g. `location.origin`.
 * @param allowed - The allow-list, e.g. `['https://example.com', 'https://*.example.com']`.
 * @returns `true` when an entry allows the origin.
 * @example
 * isAllowedOrigin('https://shop.example.com', ['https://*.example.com']) // true
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const candidate = origin.toLowerCase()
  for (const entry of allowed) {
    const pattern = entry.trim().toLowerCase().replace(/\/+$/, '')
    if (pattern === '') continue
    if (pattern === '*') return true
    if (candidate === 'null') continue
    if (pattern.includes('*') ? matchesWildcard(candidate, pattern) : candidate === pattern) {
      return true
    }
  }
  return false
}

function matchesWildcard(value: string, pattern: string): boolean {
  const parts = pattern.split('*')
  const first = parts[0] ?? ''
  const last = parts[parts.length - 1] ?? ''
  if (!value.startsWith(first)) return false
  if (value.length < first.length + last.length || !value.endsWith(last)) return false
  // Greedy left-to-right search of the middle parts between the fixed prefix and suffix.
  let position = first.length
  const end = value.length - last.length
  for (const part of parts.slice(1, -1)) {
    const found = value.indexOf(part, position)
    if (found === -1 || found + part.length > end) return false
    position = found + part.length
  }
  return true
}
