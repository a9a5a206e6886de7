import type { Kernel } from 'gangway/kernel'

/**
 * The page's authority and address: what the wallet shows and checks against the tab.
 *
 * @returns `{ domain, uri }`, or `{}` outside a browser with no origin or metadata URL.
 * @example
 * const { domain, uri } = pageLocation(kernel)
 */
export function pageLocation(kernel: Kernel): { domain?: string; uri?: string } {
  const href =
    globalThis.location?.href ?? kernel.env.origin ?? kernel.options.metadata.url ?? undefined
  if (!href) return {}
  try {
    return { domain: new URL(href).host, uri: href }
  } catch {
    return {}
  }
}
