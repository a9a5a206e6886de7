// Social login end to end (issue 17): a host page with a strict CSP, the real secure site
// (in-process on PGlite, on its own loopback origin) configured for Google, and a real
// OpenID provider (oidc-provider) standing in for Google on another loopback origin. The
// visitor clicks Google, signs in in the popup, and gets the embedded account on anvil.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import {
  createSecureSite,
  readSocialProviders,
  type SecureSite,
} from '../../secure-site/src/index.js'
import {
  type RunningOidcProvider,
  startOidcProvider,
} from '../../secure-site/test/support/startOidcProvider.js'
import { type Anvil, deployFixtures, startAnvil } from '../support/anvil.js'
import { expect, expectAccessible, test } from './fixtures.js'
import type { SocialsPageConfig, SocialsPageWindow } from './pages/socials.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337

let anvil: Anvil
let oidc: RunningOidcProvider
let site: SecureSite
let closeSite: () => Promise<void>
let dataDir: string
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Socials e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  // Multicall3 and friends: the balance reads go through it.
  await deployFixtures(anvil.rpcUrl)
  oidc = await startOidcProvider()
  let handler: SecureSite['fetch'] | undefined
  const server = serve({
    fetch: (request, env) => (handler ? handler(request, env) : new Response('', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  oidc.allowRedirectUri(`${siteUrl}/social/callback`)
  oidc.addAccount({
    sub: 'ada-lovelace',
    preferred_username: 'ada',
    email: 'ada@example.com',
    email_verified: true,
  })
  const config: SocialsPageConfig = { rpcUrl: anvil.rpcUrl, chainId, secureSiteUrl: siteUrl }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/socials.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, siteUrl],
    frameSrc: [siteUrl],
  })
  dataDir = mkdtempSync(join(tmpdir(), 'gangway-socials-e2e-'))
  site = await createSecureSite({
    publicUrl: siteUrl,
    allowedOrigins: [new URL(host.url).origin],
    masterKey: new Uint8Array(32).fill(9),
    dataDir,
    // Mail is not part of this flow: the development inbox takes the e-mail plugin's.
    socialProviders: readSocialProviders({
      GOOGLE_CLIENT_ID: oidc.clients.post.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clients.post.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    }),
    log: () => undefined,
  })
  handler = site.fetch
  closeSite = async () => {
    const done = new Promise<void>((resolve) => server.close(() => resolve()))
    if ('closeAllConnections' in server) server.closeAllConnections()
    await done
    await site.close()
  }
})

test.afterAll(async () => {
  await host?.close()
  await closeSite?.()
  await oidc?.close()
  await anvil?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function openConnect(page: Page, dialog: Locator): Promise<void> {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
}

test('Google → sign in in the popup → Account with the embedded address; reload restores', async ({
  page,
  dialog,
  problems,
}) => {
  // A busy machine: the frame, the provider and anvil in one test.
  test.setTimeout(120_000)
  await openConnect(page, dialog)
  // SPEC §2: e-mail, then social, then wallets.
  const emailField = dialog.getByRole('textbox', { name: 'Email' })
  const google = dialog.getByRole('button', { name: 'Continue with Google' })
  await expect(google).toBeVisible()
  const fieldBox = await emailField.boundingBox()
  const googleBox = await google.boundingBox()
  expect(fieldBox && googleBox && fieldBox.y < googleBox.y).toBe(true)
  // The first provider wide, three as icons, the rest behind "more".
  await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with X' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Discord' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0)
  await expectAccessible(page, 'Connect with socials')

  const popupOpened = page.waitForEvent('popup')
  // Keyboard: the button is reachable and Enter opens the provider's window.
  await google.focus()
  await page.keyboard.press('Enter')
  const popup = await popupOpened
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(dialog.getByText('Continue in the Google window')).toBeVisible()
  await expectAccessible(page, 'ConnectingSocial')
  // The provider's own sign-in page, in the popup.
  await popup.getByRole('button', { name: 'Sign in as ada' }).click()
  // The callback page hands the result over and closes its window.
  await expect.poll(() => popup.isClosed()).toBe(true)

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = (await page.evaluate(() =>
    (window as unknown as SocialsPageWindow).socialsPage.address(),
  )) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-4)}`,
  )
  expect(
    await page.evaluate(() =>
      (window as unknown as SocialsPageWindow).socialsPage.socialProvider(),
    ),
  ).toBe('"google"')
  // Account names the login (SPEC §3 stored social provider and username).
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Google as ada')
  // The balance is read from anvil.
  await expect(dialog.getByTestId('account-balance')).toHaveText('0 ETH')

  // A reload restores the session without the provider.
  await page.reload()
  await expect(page.locator('[data-gangway-button]')).toContainText(account.slice(0, 6))
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-4)}`,
  )
  expect(problems).toEqual([])
})

test('closing the provider window goes back to Connect with a message', async ({
  page,
  dialog,
  problems,
}) => {
  await openConnect(page, dialog)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await expect(popup.getByRole('button', { name: 'Sign in as ada' })).toBeVisible()
  await popup.close()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('gangway-modal .toast')).toHaveText('The Google window was closed')
  expect(
    await page.evaluate(() => (window as unknown as SocialsPageWindow).socialsPage.address()),
  ).toBeUndefined()
  expect(problems).toEqual([])
})

test('cancelling at the provider shows the error with Try again', async ({
  page,
  dialog,
  problems,
}) => {
  await openConnect(page, dialog)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(dialog.getByRole('alert')).toHaveText('The sign-in was cancelled')
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectAccessible(page, 'ConnectingSocial error')
  expect(problems).toEqual([])
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  })

  test('the whole page goes to the provider and comes back with result_uri, which is removed', async ({
    page,
    dialog,
    problems,
  }) => {
    test.setTimeout(120_000)
    await openConnect(page, dialog)
    await dialog.getByRole('button', { name: 'Continue with Google' }).click()
    // No popup: this page is the provider's sign-in page now.
    await page.getByRole('button', { name: 'Sign in as ada' }).click()
    await page.waitForURL((url) => url.origin === new URL(host.url).origin)
    await expect(page.locator('[data-gangway-button]')).toContainText('0x')
    // SPEC §2: result_uri is read, then removed from the address.
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
    const account = (await page.evaluate(() =>
      (window as unknown as SocialsPageWindow).socialsPage.address(),
    )) as Address
    expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(
      await page.evaluate(() =>
        (window as unknown as SocialsPageWindow).socialsPage.socialProvider(),
      ),
    ).toBe('"google"')
    expect(problems).toEqual([])
  })
})
