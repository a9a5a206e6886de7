// Issue 31's account takeover through social login, replayed in a browser as the attacker ran
// it: a site whose ALLOWED_ORIGINS has a wildcard entry (http://127.0.0.1:*), an attacker's
// page on another origin (127.0.0.2), the attacker's own device starting the sign-in, and the
// victim signing in at the provider in the popup the attacker's page opened. Before the fix the
// site took `http://127.0.0.1:1@127.0.0.2:<port>` as an allowed origin and the callback page
// posted the redeemable result to it; the browser delivered it to the attacker's page.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { launchOptions } from '../../playwright.config.js'
import { readSocialProviders } from '../../secure-site/src/index.js'
import {
  type RunningOidcProvider,
  startOidcProvider,
} from '../../secure-site/test/support/startOidcProvider.js'
import { expect, test } from './fixtures.js'
import { type SocialsTestbed, startSocialsTestbed } from './socialsTestbed.js'

// The attacker's page lives on 127.0.0.2, which the suite's resolver rules would refuse.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...launchOptions.args.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE 127.0.0.2',
    ],
  },
})

let testbed: SocialsTestbed
let oidc: RunningOidcProvider
let foreign: { server: Server; url: string }

/** The attacker's page: it opens windows and keeps every message it is sent. */
const foreignPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Win a prize</title>
<script>window.received = []; addEventListener('message', (event) => received.push({ origin: event.origin, data: JSON.stringify(event.data) }))</script>
</head><body><h1>Win a prize</h1></body></html>`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  testbed = await startSocialsTestbed({ title: 'Social login attack e2e' })
  oidc = await startOidcProvider()
  oidc.allowRedirectUri(`${testbed.site.url}/social/callback`)
  oidc.addAccount({
    sub: 'victim',
    preferred_username: 'victim',
    email: 'victim@example.com',
    email_verified: true,
  })
  await testbed.site.start({
    // The production shape the attack needed: one wildcard entry.
    allowedOrigins: ['http://127.0.0.1:*'],
    socialProviders: readSocialProviders({
      GOOGLE_CLIENT_ID: oidc.clients.post.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clients.post.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    }),
  })
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(foreignPage)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  foreign = { server, url: `http://127.0.0.2:${(server.address() as AddressInfo).port}` }
})

test.afterAll(async () => {
  await new Promise((resolve) => foreign?.server.close(resolve))
  await testbed?.close()
  await oidc?.close()
})

/** The attacker's own device starts a sign-in at the site's API, as any HTTP client can. */
async function startAsAttacker(origin: string) {
  const response = await fetch(`${testbed.site.url}/api/v1/social/start`, {
    method: 'POST',
    headers: {
      Origin: testbed.site.url,
      'Content-Type': 'application/json',
      'X-Gangway-Device': randomBytes(24).toString('base64url'),
    },
    body: JSON.stringify({ provider: 'google', origin }),
  })
  return { status: response.status, body: (await response.json()) as { uri?: string } }
}

test('a foreign page gets no sign-in: not through an origin string, not through an allowed origin', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const foreignPort = new URL(foreign.url).port
  // The strings that matched the wildcard as text, and resolve to the attacker's page.
  for (const origin of [
    `http://127.0.0.1:1@127.0.0.2:${foreignPort}`,
    `http://127.0.0.1:${foreignPort}@127.0.0.2:${foreignPort}`,
    `http://127.0.0.1:1/@127.0.0.2:${foreignPort}`,
  ]) {
    const refused = await startAsAttacker(origin)
    expect(refused.status, origin).toBe(400)
  }
  // An origin that is on the list starts, but the answer goes to the site's own frame only.
  const started = await startAsAttacker(new URL(testbed.host.url).origin)
  expect(started.status).toBe(200)
  await page.goto(foreign.url)
  const popupOpened = page.waitForEvent('popup')
  await page.evaluate((uri) => window.open(uri, 'prize', 'popup'), started.body.uri ?? '')
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Sign in as victim' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  // Whatever the attacker's page was sent: no code, no state, nothing to redeem.
  const received = await page.evaluate(
    () => (window as unknown as { received: { data: string }[] }).received,
  )
  for (const { data } of received) expect(data).not.toMatch(/code=|state=|callback/)
})

test('the host page on the list is told only that the sign-in finished; the frame signs in', async ({
  page,
  dialog,
}) => {
  test.setTimeout(120_000)
  // Every message the host page itself receives (not its frames').
  await page.addInitScript(() => {
    if (window.top !== window) return
    const seen: string[] = []
    ;(window as unknown as { seen: string[] }).seen = seen
    addEventListener('message', (event) => seen.push(JSON.stringify(event.data)))
  })
  await page.goto(testbed.host.url)
  await page.locator('[data-gangway-button] button').first().click()
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Sign in as victim' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
  expect(seen.some((data) => data.includes('SOCIAL_DONE'))).toBe(true)
  // Not the callback URL, with its code and state, in any form.
  for (const data of seen) expect(data).not.toMatch(/social\/callback\?|resultUri|code=[\w-]{8}/)
})
