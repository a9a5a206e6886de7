// CUSTODY=shares with a social sign-in (issue 32): a new visitor signs in with "Google" (a
// real OpenID provider on loopback), the frame asks for a recovery password, makes and splits
// the keys, and Account shows the new address. Before, the host dropped the frame's reply (no
// address yet) and the login hung; and the server made a key only to drop it.
import type { Address } from 'viem'
import { readSocialProviders } from '../../secure-site/src/index.js'
import {
  type RunningOidcProvider,
  startOidcProvider,
} from '../../secure-site/test/support/startOidcProvider.js'
import { expect, frameAtRest, test } from './fixtures.js'
import type { SocialsPageWindow } from './pages/socials.js'
import { type SocialsTestbed, startSocialsTestbed } from './socialsTestbed.js'

let testbed: SocialsTestbed
let oidc: RunningOidcProvider

test.beforeAll(async () => {
  test.setTimeout(180_000)
  testbed = await startSocialsTestbed({ title: 'Custody socials e2e', providers: ['google'] })
  oidc = await startOidcProvider()
  oidc.allowRedirectUri(`${testbed.site.url}/social/callback`)
  oidc.addAccount({
    sub: 'grace-hopper',
    preferred_username: 'grace',
    email: 'grace@example.com',
    email_verified: true,
  })
  await testbed.startSite({
    custody: 'shares',
    socialProviders: readSocialProviders({
      GOOGLE_CLIENT_ID: oidc.clients.post.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clients.post.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    }),
  })
})

test.afterAll(async () => {
  await testbed?.close()
  await oidc?.close()
})

/** A step behind an Argon2id stretch (about 0.5 s idle; far longer on a loaded 2-core machine). */
const argon2 = { timeout: 30_000 }
const frame = (page: import('@playwright/test').Page) => page.frameLocator('#w3m-iframe')

test('Google → the popup → set a recovery password in the frame → Account with the new address', async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  await page.goto(testbed.host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Sign in as grace' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)

  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  const password = 'a password for grace only'
  await frameAtRest(page)
  await frame(page).getByLabel('Recovery password', { exact: true }).fill(password)
  await frame(page).getByLabel('Repeat the recovery password').fill(password)
  await frame(page).getByRole('button', { name: 'Save password' }).click()

  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  const account = (await page.evaluate(() =>
    (window as unknown as SocialsPageWindow).socialsPage.address(),
  )) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-4)}`,
  )
  expect(problems).toEqual([])
})
