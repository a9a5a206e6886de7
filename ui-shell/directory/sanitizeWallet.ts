import { type DirectoryWallet, sanitizeText } from 'gangway/kernel'

/** Schemes a directory may never hand us as a wallet link. */
const forbiddenSchemes = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'http:']

/**
 * A deep link from a directory: https:, or the wallet's own scheme (`metamask://`); never
 * javascript:, data:, file: or plain http. The same rule as WalletConnect's deep links.
 *
 * @example
 * safeDeepLink('javascript:alert(1)') // undefined
 */
export function safeDeepLink(link: unknown): string | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > 512) return undefined
  const trimmed = link.trim()
  const scheme = /^([a-z][a-z0-9+.-]*:)/.exec(trimmed)?.[1]
  if (!scheme || forbiddenSchemes.includes(scheme) || /[\s<>"'`\\]/.test(trimmed)) return undefined
  return scheme !== 'https:' || safeHttpsLink(trimmed) ? trimmed : undefined
}

/** A link a visitor may follow from the directory: https: only. */
export function safeHttpsLink(link: unknown): string | undefined {
  if (typeof link !== 'string' || link.length > 2048) return undefined
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * A directory image: https:, or an inline data:image. (The same rule as ui-shell's
 * `safeImageUrl`, kept here so this lazy chunk shares no module with the modal's chunk.)
 */
export function safeDirectoryImage(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length === 0 || url.length > 200_000) return undefined
  const trimmed = url.trim()
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i.test(trimmed)) return trimmed
  return safeHttpsLink(trimmed)
}

/**
 * Cleans one directory entry: trims text, drops links and images that are not allowed.
 *
 * @returns The entry, or `undefined` when it has no usable id or name.
 */
export function sanitizeWallet(wallet: DirectoryWallet): DirectoryWallet | undefined {
  const id = String(wallet.id ?? '').trim()
  const name = sanitizeText(String(wallet.name ?? ''))
  if (!id || !name || id.length > 128) return undefined
  return {
    id,
    name,
    image_id: typeof wallet.image_id === 'string' && wallet.image_id ? wallet.image_id : null,
    image_url: safeDirectoryImage(wallet.image_url) ?? null,
    rdns: typeof wallet.rdns === 'string' && wallet.rdns ? wallet.rdns : null,
    chains: (wallet.chains ?? []).filter((chain) => typeof chain === 'string'),
    mobile_link: safeDeepLink(wallet.mobile_link) ?? null,
    desktop_link: safeDeepLink(wallet.desktop_link) ?? null,
    webapp_link: safeHttpsLink(wallet.webapp_link) ?? null,
    homepage: safeHttpsLink(wallet.homepage) ?? null,
  }
}
