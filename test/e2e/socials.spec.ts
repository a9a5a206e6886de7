// Social login end to end (issue 17): a host page with a strict CSP, the real secure site
// (in-process on PGlite, on its own loopback origin) configured for Google, and a real
// OpenID provider (oidc-provider) standing in for Google on another loopback origin. The
// visitor clicks Google, signs in in the popup, and gets the embedded account on anvil.
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { readSocialProviders } from '../../secure-site/src/index.js'
import {
  type RunningOidcProvider,
  startOidcProvider,
} from '../../secure-site/test/support/startOidcProvider.js'
import { announcements, expectNoRepeats, recordAnnouncements, timesSaid } from './announcements.js'
import { expect, expectAccessible, test, view } from './fixtures.js'
import type { SocialsPageWindow } from './pages/socials.js'
import type { ServedPage } from './servePage.js'
import { type SocialsTestbed, startSocialsTestbed } from './socialsTestbed.js'

let testbed: SocialsTestbed
let oidc: RunningOidcProvider
let host: ServedPage

test.beforeAll(async () => {
  test.setTimeout(180_000)
  testbed = await startSocialsTestbed({ title: 'Socials e2e' })
  host = testbed.host
  oidc = await startOidcProvider()
  oidc.allowRedirectUri(`${testbed.site.url}/social/callback`)
  oidc.addAccount({
    sub: 'ada-lovelace',
    preferred_username: 'ada',
    email: 'ada@example.com',
    email_verified: true,
  })
  await testbed.startSite({
    // Mail is not part of this flow: the development inbox takes the e-mail plugin's.
    socialProviders: readSocialProviders({
      GOOGLE_CLIENT_ID: oidc.clients.post.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clients.post.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      // Offered (the page shows only what the site offers), never signed in with here.
      ...Object.fromEntries(
        ['GITHUB', 'X', 'DISCORD', 'APPLE', 'FACEBOOK'].flatMap((name) => [
          [`${name}_CLIENT_ID`, `e2e-${name.toLowerCase()}`],
          [`${name}_CLIENT_SECRET`, 'e2e-secret'],
        ]),
      ),
    }),
  })
})

test.afterAll(async () => {
  await testbed?.close()
  await oidc?.close()
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
  await expect(view(dialog).getByText('Continue in the Google window')).toBeVisible()
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

test('live regions: waiting for the provider, a closed window and a cancelled sign-in are each announced once', async ({
  page,
  dialog,
}) => {
  await openConnect(page, dialog)
  await recordAnnouncements(page)
  let popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  let popup = await popupOpened
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect.poll(() => timesSaid(page, 'Continue in the Google window')).toBe(1)
  await expect(popup.getByRole('button', { name: 'Sign in as ada' })).toBeVisible()
  await popup.close()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect.poll(() => timesSaid(page, 'The Google window was closed')).toBe(1)
  await expectNoRepeats(page)

  await recordAnnouncements(page)
  popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  popup = await popupOpened
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(dialog.getByRole('alert')).toHaveText('The sign-in was cancelled')
  await expect.poll(() => timesSaid(page, 'The sign-in was cancelled')).toBe(1)
  const said = await announcements(page)
  expect(said.filter((entry) => entry.text.includes('cancelled'))).toEqual([
    { politeness: 'assertive', text: 'The sign-in was cancelled' },
  ])
  // The same words as the first attempt's, in the same region: the recorder hears a change
  // of text only, so the second wait may not be counted; it is never said twice.
  expect(await timesSaid(page, 'Continue in the Google window')).toBeLessThanOrEqual(1)
  await expectNoRepeats(page)
})
