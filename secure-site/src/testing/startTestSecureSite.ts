import {
  bindTestSecureSite,
  type TestSecureSite,
  type TestSecureSiteOptions,
} from './bindTestSecureSite.js'

/**
 * Starts the secure site in test mode on a free loopback port: PGlite in memory, its mail
 * caught in `mailbox`, a fixed test master key, and by default any loopback page allowed to
 * embed its frame. Never for real users: the data and the key are throwaway.
 *
 * @param options Any of the site's options, over the test defaults.
 * @returns The running site: `url`, `mailbox` (`latestCode(address)`), `start` again, `close`.
 * @example
 * const site = await startTestSecureSite()
 * // the dapp's email({ secureSiteUrl: site.url }) …
 * const code = await site.mailbox.latestCode('visitor@example.com')
 * await site.close()
 */
export async function startTestSecureSite(
  options: TestSecureSiteOptions = {},
): Promise<TestSecureSite> {
  const site = await bindTestSecureSite()
  try {
    await site.start(options)
  } catch (error) {
    await site.close()
    throw error
  }
  return site
}
