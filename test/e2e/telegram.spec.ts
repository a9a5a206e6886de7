// Telegram Login end to end (issue 17): a host page with a strict CSP, the real secure site
// (in-process on PGlite, its own loopback origin) with a bot token, and a local stand-in for
// Telegram's login page (TELEGRAM_AUTH_URL), which signs the user's data with that token as
// Telegram does. Only Telegram's page is stood in for: the site checks the real HMAC.
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { readTelegramConfig } from '../../secure-site/src/index.js'
import {
  startTelegramLogin,
  type TelegramLoginStandIn,
  testBotToken,
} from '../../secure-site/test/support/telegramLogin.js'
import { expect, expectAccessible, test, view } from './fixtures.js'
import type { SocialsPageWindow } from './pages/socials.js'
import { type SocialsTestbed, startSocialsTestbed } from './socialsTestbed.js'

let testbed: SocialsTestbed
let telegram: TelegramLoginStandIn

test.beforeAll(async () => {
  // The frame build, anvil and the site's migrations, on a machine that may be busy.
  test.setTimeout(300_000)
  testbed = await startSocialsTestbed({ title: 'Telegram e2e', providers: ['telegram'] })
  telegram = await startTelegramLogin({ user: ada })
  await testbed.startSite({
    telegram: readTelegramConfig({
      TELEGRAM_BOT_TOKEN: testBotToken,
      TELEGRAM_AUTH_URL: telegram.authUrl,
    }),
  })
})

test.afterAll(async () => {
  await testbed?.close()
  await telegram?.close()
})

const ada = { id: '424242', first_name: 'Ada', username: 'ada_tg' }

test.afterEach(() => {
  telegram.answer = 'signed'
  telegram.format = 'query'
  telegram.user = ada
})

/** Opens Connect and clicks Telegram; returns Telegram's window. */
async function openTelegram(
  page: Page,
  dialog: Locator,
  login = 'Log in as ada_tg',
): Promise<Page> {
  await page.goto(testbed.host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Telegram' }).click()
  const popup = await popupOpened
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingSocial')
  await expect(popup.getByRole('link', { name: login })).toBeVisible()
  return popup
}

const address = (page: Page) =>
  page.evaluate(() => (window as unknown as SocialsPageWindow).socialsPage.address())

test('Telegram → log in in its window → Account names Telegram; reload restores', async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  const popup = await openTelegram(page, dialog)
  await expect(view(dialog).getByText('Continue in the Telegram window')).toBeVisible()
  await popup.getByRole('link', { name: 'Log in as ada_tg' }).click()
  // The site's callback page hands the signed data over and closes the window.
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = (await address(page)) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Telegram as ada_tg')
  await expect(dialog.getByTestId('account-balance')).toHaveText('0 ETH')
  expect(
    await page.evaluate(() =>
      (window as unknown as SocialsPageWindow).socialsPage.socialProvider(),
    ),
  ).toBe('"telegram"')

  await page.reload()
  await expect(page.locator('[data-gangway-button]')).toContainText(account.slice(0, 6))
  expect(problems).toEqual([])
})

test('cancelling in Telegram’s window goes back to Connect with a message', async ({
  page,
  dialog,
  problems,
}) => {
  const popup = await openTelegram(page, dialog)
  const closed = popup.waitForEvent('close')
  // "Cancel" closes its own window from its click handler: the window may be gone before
  // Playwright's click returns, which is the outcome this test wants, not a failure.
  await popup
    .getByRole('button', { name: 'Cancel' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('gangway-modal .toast')).toHaveText('The Telegram window was closed')
  expect(await address(page)).toBeUndefined()
  expect(problems).toEqual([])
})

test('Telegram answers in the fragment (#tgAuthResult=): the callback page’s script reads it → Account', async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  // A name in another script: the JSON is UTF-8 inside the base64, and the HMAC covers it.
  telegram.user = { id: '434343', first_name: 'Zoë Ωmega', username: 'zoe_tg' }
  telegram.format = 'fragment'
  const popup = await openTelegram(page, dialog, 'Log in as zoe_tg')
  const link = await popup.getByRole('link', { name: 'Log in as zoe_tg' }).getAttribute('href')
  expect(new URL(link ?? '').hash).toMatch(/^#tgAuthResult=[\w-]+$/)
  expect(new URL(link ?? '').searchParams.has('hash')).toBe(false)
  await popup.getByRole('link', { name: 'Log in as zoe_tg' }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  expect(await address(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Telegram as zoe_tg')
  expect(problems).toEqual([])
})

for (const [answer, format] of [
  ['tampered', 'query'],
  ['stale', 'query'],
  ['tampered', 'fragment'],
] as const)
  test(`a ${answer} answer (${format}) is refused and shown as an error with Try again`, async ({
    page,
    dialog,
    problems,
  }) => {
    telegram.answer = answer
    telegram.format = format
    const popup = await openTelegram(page, dialog)
    await popup.getByRole('link', { name: 'Log in as ada_tg' }).click()
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(dialog.getByRole('alert')).toHaveText(
      'The telegram sign-in could not be verified. Please try again',
    )
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expectAccessible(page, `ConnectingSocial, ${answer} Telegram answer (${format})`)
    expect(await address(page)).toBeUndefined()
    expect(problems).toEqual([])
  })

test.describe('on a phone (and in a Telegram mini-app)', () => {
  test.use({
    viewport: { width: 393, height: 851 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  })

  for (const format of ['query', 'fragment'] as const)
    test(`the page goes to Telegram and comes back with result_uri, which is read and removed (answer in the ${format})`, async ({
      page,
      dialog,
      problems,
    }) => {
      test.setTimeout(120_000)
      telegram.format = format
      await page.goto(testbed.host.url)
      await page.locator('[data-gangway-button] button').first().click()
      await expect(dialog).toHaveAttribute('data-view', 'Connect')
      await dialog.getByRole('button', { name: 'Continue with Telegram' }).click()
      // No popup: this page is Telegram's login page now.
      await page.getByRole('link', { name: 'Log in as ada_tg' }).click()
      await page.waitForURL((url) => url.origin === new URL(testbed.host.url).origin)
      await expect(page.locator('[data-gangway-button]')).toContainText('0x')
      expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
      expect(await address(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(problems).toEqual([])
    })
})
