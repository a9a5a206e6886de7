/**
 * Wallets, directories, plugins and APIs hand us URLs; only these reach `src` and `href`.
 * Images: `https:`, `data:image/*` (an SVG too: drawn by an `<img>`, its scripts never run)
 * and, unless `allowRelative` is false, same-origin relative paths (bundled assets). Data a
 * stranger controls (NFT metadata, a name's avatar) passes `allowRelative: false`.
 */
export function safeImageUrl(
  url: unknown,
  options: { allowRelative?: boolean | undefined } = {},
): string | undefined {
  if (typeof url !== 'string' || url.length === 0 || url.length > 200_000) return undefined
  const trimmed = url.trim()
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i.test(trimmed)) return trimmed
  if (options.allowRelative !== false && (/^\/(?!\/)/.test(trimmed) || /^\.{1,2}\//.test(trimmed)))
    return trimmed
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
