/**
 * Wallets, directories and plugins hand us URLs; only these reach `src` and `href`.
 * Images: https:, data:image/*, and same-origin relative paths (bundled assets).
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length === 0 || url.length > 200_000) return undefined
  const trimmed = url.trim()
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i.test(trimmed)) return trimmed
  if (/^\/(?!\/)/.test(trimmed) || /^\.{1,2}\//.test(trimmed)) return trimmed
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : undefined
  } catch {
    return undefined
  }
}

const linkProtocols = ['https:', 'http:']

/** Links: https: and http: only (no javascript:, data:, file: or custom schemes). */
export function safeLinkUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length === 0) return undefined
  try {
    return linkProtocols.includes(new URL(url).protocol) ? url : undefined
  } catch {
    return undefined
  }
}

/** Strips what could end a CSS declaration or rule; theme values are text, never CSS. */
export function cssValue(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const cleaned = value.replace(/[;{}<>\\@]|\/\*|\*\//g, '').trim()
  if (!cleaned || /url\s*\(|expression\s*\(/i.test(cleaned)) return undefined
  return cleaned.slice(0, 200)
}
