import type { Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'

const asked = new WeakMap<Kernel, Map<string, Promise<ReadonlySet<string> | undefined>>>()

// Names the client does not know are dropped by the caller; only the list's shape is checked.
const replySchema = z.object({ socialProviders: z.array(z.unknown()) })

/**
 * The sign-ins the secure site's operator turned on (`GET /projects/v1/socials`), asked once
 * per kernel and site through the kernel's HTTP client (SPEC §9 timeout and retries).
 * `undefined` when the site cannot say (down, an older site): the buttons then stay as the
 * host listed them, and a click reports what is wrong.
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
    enabled = kernel.http
      .request(new URL('/projects/v1/socials', secureSiteUrl).href, { schema: replySchema })
      .then(
        ({ socialProviders }) =>
          new Set(socialProviders.filter((name): name is string => typeof name === 'string')),
        (error: unknown) => {
          kernel.log.warn('socials: the secure site did not say which sign-ins it offers', error)
          return undefined
        },
      )
    sites.set(secureSiteUrl, enabled)
  }
  return enabled
}
