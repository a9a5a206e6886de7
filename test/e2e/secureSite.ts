// The secure site for the specs that embed it, the way gangway/testing's users get it
// (@gangway/secure-site/testing): in-process on PGlite in memory, its mail in a mailbox. One per
// worker, bound before a spec serves its pages (they need its URL) and started by the spec's
// beforeAll with their origins: each spec file starts it afresh (an empty database and mailbox).
import { bindTestSecureSite, type TestSecureSite } from '@gangway/secure-site/testing'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { test as base } from './fixtures.js'

export const test = base.extend<object, { secureSite: TestSecureSite }>({
  secureSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      await buildFrame()
      const site = await bindTestSecureSite()
      await use(site)
      await site.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})
