/**
 * SPEC §5: an origin is allowed if it equals an allowed entry or matches a wildcard entry
 * (`*` stands for one or more characters of a host label, e.g. `https://*.example.com`).
 * Pure and dependency-free: the host, the frame and the secure site all use it.
 *
 * @param origin - A page origin (`scheme://host[:port]`).
 * @param allowed - The allow-list.
 * @example
 * isAllowedOrigin('https://app.example.com', ['https://*.example.com']) // true
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (!origin || origin === 'null') return false
  for (const entry of allowed) {
    if (entry === origin) return true
    if (!entry.includes('*')) continue
    const pattern = entry
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[^./:]+')
    if (new RegExp(`^${pattern}$`).test(origin)) return true
  }
  return false
}
