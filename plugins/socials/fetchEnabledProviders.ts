import type { Kernel } from 'gangway/kernel'

const asked = new WeakMap<Kernel, Map<string, Promise<ReadonlySet<string> | undefined>>>()

/**
 * The sign-ins the secure site's operator turned on (`GET /projects/v1/socials`), asked once
 * per kernel and site. `undefined` when the site cannot say (down, an older site): the
 * buttons then stay as the host listed them, and a click reports what is wrong.
 *
 * @example
 * const enabled = await fetchEnabledProviders(kernel, 'https://wallet.example.com')
 */
export function fetchEnabledProviders(
  kernel: Kernel,
  secureSiteUrl: string,
): Promise<ReadonlySet<string> | undefined> {
  const sites = asked.get(kernel) ?? new Map<string, Promise<ReadonlySet<string> | undefined>>()
  asked.set(kernel, sites)
  let enabled = sites.get(secureSiteUrl)
  if (!enabled) {
    enabled = (async () => {
      try {
        const url = new URL('/projects/v1/socials', secureSiteUrl)
        const response = await (kernel.env.fetch ?? fetch)(url, { credentials: 'omit' })
        if (!response.ok) return undefined
        const { socialProviders } = (await response.json()) as { socialProviders?: unknown }
        if (!Array.isArray(socialProviders)) return undefined
        return new Set(socialProviders.filter((name): name is string => typeof name === 'string'))
      } catch (error) {
        kernel.log.warn('socials: the secure site did not say which sign-ins it offers', error)
        return undefined
      }
    })()
    sites.set(secureSiteUrl, enabled)
  }
  return enabled
}
