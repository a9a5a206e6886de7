// gangway/testing's secure site in test mode, as a dapp's own test uses it: the `secureSite`
// fixture (in-process, PGlite in memory, any loopback page allowed) and the `mailbox` it sends
// to. The dapp is the repository's e-mail host page on the kit's anvil; the visitor types the
// code the mailbox read, as they would type it from their inbox.
import { fileURLToPath } from 'node:url'
import { expect, test } from 'gangway/testing/playwright'
import { buildFrame } from '../../scripts/build-frame.mjs'
import type { EmailPageConfig } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kit mailbox e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

let host: ServedPage | undefined

// The published package ships the built frame; here it is built from the sources.
test.beforeAll(async () => {
  test.setTimeout(120_000)
  await buildFrame()
})

test.afterEach(async () => {
  await host?.close()
  host = undefined
})

test('an e-mail login with the code the mailbox caught reaches the account', async ({
  page,
  chain,
  secureSite,
  mailbox,
}) => {
  const config: EmailPageConfig = {
    rpcUrl: chain.rpcUrl,
    chainId: chain.id,
    secureSiteUrl: secureSite.url,
  }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [chain.rpcUrl, secureSite.url],
    frameSrc: [secureSite.url],
  })
  const visitor = `kit${Date.now()}@example.com`
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(visitor)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(await mailbox.latestCode(visitor))
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
  )
  expect(mailbox.mails.filter((mail) => mail.to === visitor)).toHaveLength(1)
})
