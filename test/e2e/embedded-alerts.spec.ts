// SPEC §8's embedded-wallet alerts where a visitor meets them, in the visitor's language
// (issue 36 item 4): a secure site that never answers (the frame never loads) gives, after the
// 20 000 ms frame load timeout (SPEC §9), 'Network Error - Could not load embedded wallet' as
// the modal's error toast, and the e-mail login says why it stopped. (Before, the page's first
// question to the site, its allowed origins, had no timeout: the visitor kept a spinner.) The
// page's clock is Playwright's, so the 20 s pass at once.
import { createServer, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import type { EmailPageConfig } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

let silent: Server
const sockets = new Set<Socket>()
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embedded alerts</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async () => {
  // A secure site that takes the connection and never answers.
  silent = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const port = (silent.address() as { port: number }).port
  const secureSiteUrl = `http://127.0.0.1:${port}`
  const rpcUrl = 'http://127.0.0.1:9'
  const config: EmailPageConfig = { rpcUrl, chainId: 31_337, secureSiteUrl }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [rpcUrl, secureSiteUrl],
    frameSrc: [secureSiteUrl],
  })
})

test.afterAll(async () => {
  await host?.close()
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent?.close(resolve))
})

async function continueWithEmail(page: Page, locale: string, label: string, button: string) {
  await page.clock.install()
  await page.goto(`${host.url}?locale=${locale}`)
  await page.locator('[data-gangway-button] button').first().click()
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await dialog.getByRole('textbox', { name: label }).fill('visitor@example.com')
  await dialog.getByRole('button', { name: button }).click()
  // The site has the page's question (the allowed origins) and never answers it; SPEC §9: the
  // frame gets 20 000 ms to load.
  await expect.poll(() => sockets.size).toBeGreaterThan(0)
  await page.clock.fastForward(20_000)
  return dialog
}

test("a secure site that never loads: 'Network Error - Could not load embedded wallet' (SPEC §8 verbatim)", async ({
  page,
}) => {
  const dialog = await continueWithEmail(page, 'en', 'Email', 'Continue with email')
  await expect(dialog.locator('.toast.error')).toHaveText(
    'Network Error - Could not load embedded wallet',
  )
  await expect(dialog.getByText('Unable to load email login dependency')).toBeVisible()
})

test('the same alert in German, for a German visitor', async ({ page }) => {
  const dialog = await continueWithEmail(page, 'de', 'E-Mail', 'Mit E-Mail fortfahren')
  await expect(dialog.locator('.toast.error')).toHaveText(
    'Netzwerkfehler – die eingebettete Wallet konnte nicht geladen werden',
  )
  await expect(dialog.getByText('Die E-Mail-Anmeldung konnte nicht geladen werden')).toBeVisible()
})
