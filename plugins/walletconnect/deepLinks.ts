/** Schemes a directory may never hand us as a wallet link. */
const forbiddenSchemes = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'http:']

/**
 * Checks a wallet link from the directory: https, or the wallet's own scheme
 * (`[a-z][a-z0-9+.-]*:`); never javascript:, data:, file: or plain http.
 *
 * @returns The link, or `undefined` when it is not allowed.
 * @example
 * safeWalletLink('metamask://') // 'metamask://'
 * safeWalletLink('javascript:alert(1)') // undefined
 */
export function safeWalletLink(link: unknown): string | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > 512) return undefined
  const trimmed = link.trim()
  const scheme = /^([a-z][a-z0-9+.-]*:)/.exec(trimmed)?.[1]
  if (!scheme || forbiddenSchemes.includes(scheme)) return undefined
  if (/[\s<>"'`\\]/.test(trimmed)) return undefined
  if (scheme === 'https:') {
    try {
      return new URL(trimmed).protocol === 'https:' ? trimmed : undefined
    } catch {
      return undefined
    }
  }
  return trimmed
}

/**
 * The link that opens a wallet with a pairing URI: `<universal link>/wc?uri=…` for https
 * links, `<scheme>://wc?uri=…` for a wallet's own scheme.
 *
 * @example
 * formatWalletLink('metamask://', 'wc:abc@2') // 'metamask://wc?uri=wc%3Aabc%402'
 */
export function formatWalletLink(link: string, uri: string): string | undefined {
  const safe = safeWalletLink(link)
  if (!safe) return undefined
  const encoded = encodeURIComponent(uri)
  if (safe.startsWith('https:')) return `${safe.endsWith('/') ? safe : `${safe}/`}wc?uri=${encoded}`
  const base = safe.includes('://') ? safe : `${safe.replace(/:$/, '')}://`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
}
