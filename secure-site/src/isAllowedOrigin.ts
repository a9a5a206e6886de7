// Dependency-free: the service and the frame page both use it. The host's twin is
// plugins/embedded/isAllowedOrigin.ts; test/unit/embedded/allowedOriginTwins.test.ts checks
// that the two agree.
import { type Origin, parseOrigin } from './origin.js'

/**
 * One entry of an allow-list (SPEC §5), parsed: `*` (every http(s) origin), or a scheme, a
 * host whose leading labels may be `*` (each stands for exactly one whole DNS label) and a
 * port that may be `*` (any port).
 */
export type AllowedOrigin =
  | { readonly kind: 'any'; readonly text: '*' }
  | {
      readonly kind: 'origin'
      /** The entry as written once read: `https://*.example.com`, `http://localhost:*`. */
      readonly text: string
      readonly protocol: 'http:' | 'https:'
      /** How many leading labels are `*`. */
      readonly wildcardLabels: number
      /** The rest of the host, as `URL` serializes it (lower case, punycode). */
      readonly host: string
      /** `''` for the scheme's default port, `'*'` for any. */
      readonly port: string
    }

const entryPattern = /^(https?):\/\/((?:\*\.)*)([^/?#@*\s\\]+?)(?::(\*|\d{1,5}))?$/i

/**
 * Reads one allow-list entry. `https://*.example.com` (one label), `https://*.*.example.com`
 * (two), `http://localhost:*` (any port) and `*` are entries; a `*` anywhere else (inside a
 * label, in the last label or the scheme), a path, user info or a wildcard over a bare
 * top-level name (`https://*.com`) is not. A trailing `/` and upper case are forgiven here
 * (a setting written by a person), never in an origin being checked.
 *
 * @returns The entry, or `undefined` when the text is not one.
 * @example
 * parseAllowedOrigin('https://*.example.com') // { kind: 'origin', wildcardLabels: 1, host: 'example.com', … }
 */
export function parseAllowedOrigin(entry: string): AllowedOrigin | undefined {
  const text = entry.trim().replace(/\/$/, '')
  if (text === '*') return { kind: 'any', text: '*' }
  const match = entryPattern.exec(text)
  if (!match) return undefined
  const [, scheme = '', stars = '', written = '', port] = match
  const wildcardLabels = stars.length / 2
  const protocol = `${scheme.toLowerCase()}:` as 'http:' | 'https:'
  // The URL parser decides what the host is (and refuses what no host can be): the entry
  // keeps only what survives it unchanged, the host in its serialized form.
  // Percent-escapes would make the entry mean a host other than the one it shows.
  if (written.includes('%')) return undefined
  let url: URL
  try {
    url = new URL(`${protocol}//${written}${port && port !== '*' ? `:${port}` : ''}`)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '' || url.pathname !== '/') return undefined
  if (url.search !== '' || url.hash !== '' || url.hostname === '') return undefined
  if (wildcardLabels > 0 && !/[a-z]/.test(url.hostname.split('.').at(-1) ?? '')) return undefined
  if (wildcardLabels > 0 && !url.hostname.includes('.') && url.hostname !== 'localhost')
    return undefined
  const portText = port === '*' ? '*' : url.port
  return {
    kind: 'origin',
    text: `${protocol}//${'*.'.repeat(wildcardLabels)}${url.hostname}${portText ? `:${portText}` : ''}`,
    protocol,
    wildcardLabels,
    host: url.hostname,
    port: portText,
  }
}

/**
 * Whether an origin is on an allow-list (SPEC §5): it equals an entry, or matches one whose
 * `*` labels and `*` port each stand for one whole label or port. The origin is parsed first:
 * text that is not exactly an origin (user info, a path, `null`) is never allowed, whatever
 * the list says.
 *
 * @param origin - The origin to check, e.g. `MessageEvent.origin`, a request's `origin`.
 * @param allowed - The list, parsed (`parseAllowedOrigin`) or as written.
 * @returns `true` when an entry allows the origin.
 * @example
 * isAllowedOrigin('https://shop.example.com', ['https://*.example.com']) // true
 * isAllowedOrigin('https://a.b.example.com', ['https://*.example.com']) // false
 */
export function isAllowedOrigin(
  origin: string,
  allowed: readonly (AllowedOrigin | string)[],
): origin is Origin {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  const url = new URL(parsed)
  return allowed.some((entry) => {
    const rule = typeof entry === 'string' ? parseAllowedOrigin(entry) : entry
    return rule !== undefined && matches(url, rule)
  })
}

function matches(url: URL, rule: AllowedOrigin): boolean {
  if (rule.kind === 'any') return true
  if (url.protocol !== rule.protocol) return false
  if (rule.port !== '*' && url.port !== rule.port) return false
  if (rule.wildcardLabels === 0) return url.hostname === rule.host
  // A name, never an IP address, has labels to stand in for.
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return false
  const labels = url.hostname.split('.')
  const fixed = rule.host.split('.')
  if (labels.length !== rule.wildcardLabels + fixed.length) return false
  return (
    labels.slice(0, rule.wildcardLabels).every((label) => label !== '') &&
    labels.slice(rule.wildcardLabels).join('.') === rule.host
  )
}

/**
 * The list as CSP `frame-ancestors` sources. CSP's `*.` stands for any number of labels, so
 * it lets a deeper name frame the page; the frame itself still answers only what
 * `isAllowedOrigin` allows.
 *
 * @example
 * frameAncestorSources([parseAllowedOrigin('https://*.*.example.com')!]) // ['https://*.example.com']
 */
export function frameAncestorSources(allowed: readonly AllowedOrigin[]): string[] {
  return allowed.map((rule) =>
    rule.kind === 'any'
      ? '*'
      : `${rule.protocol}//${rule.wildcardLabels > 0 ? '*.' : ''}${rule.host}${rule.port ? `:${rule.port}` : ''}`,
  )
}
