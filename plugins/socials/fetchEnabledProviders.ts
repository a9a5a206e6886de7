import { defineCache, type Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'

const asked = new WeakMap<Kernel, Map<string, Promise<ReadonlySet<string> | undefined>>>()
/** Per kernel and site, the answer once it came (`undefined`: the site could not say). */
const answered = new WeakMap<Kernel, Map<string, ReadonlySet<string> | undefined>>()

/**
 * The site's last answer, kept a day: a later page renders the stable buttons from its first
 * paint, and asks again when the modal opens. The operator's settings, nothing of the visitor.
 */
export const enabledProvidersCache = defineCache({
  name: 'cache/social-providers',
  ttl: 24 * 60 * 60 * 1000,
  schema: () => z.array(z.string()),
})

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
        ({ socialProviders }) => {
          const names = socialProviders.filter((name): name is string => typeof name === 'string')
          kernel.storage.setCache({ cache: enabledProvidersCache, id: secureSiteUrl, value: names })
          return new Set(names)
        },
        (error: unknown) => {
          kernel.log.warn('socials: the secure site did not say which sign-ins it offers', error)
          return undefined
        },
      )
      .then((answer) => {
        const answers = answered.get(kernel) ?? new Map()
        answered.set(kernel, answers.set(secureSiteUrl, answer))
        return answer
      })
    sites.set(secureSiteUrl, enabled)
  }
  return enabled
}

/**
 * What is known now, without asking: this page's answer once it came, else the one a page
 * kept in storage; `undefined` when neither says (the buttons are then the host's list).
 *
 * @example
 * const known = knownEnabledProviders(kernel, 'https://wallet.example.com')
 */
export function knownEnabledProviders(
  kernel: Kernel,
  secureSiteUrl: string,
): ReadonlySet<string> | undefined {
  const answers = answered.get(kernel)
  if (answers?.has(secureSiteUrl)) return answers.get(secureSiteUrl)
  const kept = kernel.storage.getCache({ cache: enabledProvidersCache, id: secureSiteUrl })
  return kept ? new Set(kept) : undefined
}
