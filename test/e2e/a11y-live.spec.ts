// Live-region announcements (WCAG 4.1.3 Status Messages), as a screen reader meets them: a
// recorder inside the modal's shadow root notes each time a live region's text becomes
// something new (role=alert also when it is inserted with its text), and the accessibility
// tree is read for the region that holds it. One event, one announcement: never a toast and
// an inline status for the same thing.
import type { TestWallet } from 'gangway/testing'
import {
  announcements,
  expectNoRepeats,
  expectOneLiveRegionSays,
  recordAnnouncements,
  timesSaid,
} from './announcements.js'
import { connectDemoWallet, expect, openDemo, settled, test } from './fixtures.js'

type DemoWindow = { gangwayDemo: { wallet: TestWallet } }

test('copying the address on Receive is announced exactly once, and again on a second copy', async ({
  page,
  context,
  demoUrl,
  dialog,
  problems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletReceive')
  await settled(page)
  await recordAnnouncements(page)

  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect.poll(() => timesSaid(page, 'Address copied')).toBe(1)
  await expectOneLiveRegionSays(dialog, 'Address copied')
  await expect(dialog.getByRole('status')).toContainText('Address copied')
  await settled(page)
  expect(await announcements(page)).toEqual([{ politeness: 'polite', text: 'Address copied' }])

  // The same words again are a new event: the toast is replaced, so it is said once more.
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect.poll(() => timesSaid(page, 'Address copied')).toBe(2)
  await settled(page)
  expect(await timesSaid(page, 'Address copied')).toBe(2)
  expect(problems).toEqual([])
})

test('copying on Account is announced once by its toast, not by the button too', async ({
  page,
  context,
  demoUrl,
  dialog,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  await settled(page)
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect.poll(() => timesSaid(page, 'Address copied')).toBe(1)
  await settled(page)
  expect(await announcements(page)).toEqual([{ politeness: 'polite', text: 'Address copied' }])
})

test('connecting, connected and the new balance are each announced once', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?theme=light')
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
  await settled(page)
  await expect.poll(() => timesSaid(page, /ETH$/)).toBe(1)
  const said = await announcements(page)
  expect(said.map((entry) => entry.text)).toEqual([
    'Continue in Demo Wallet. Accept the connection request in your wallet.',
    'Connected',
    expect.stringMatching(/^[\d,.]+ ETH$/),
  ])
  await expectNoRepeats(page)
  // The balance is read where it is shown: its own polite region.
  const balance = dialog.getByTestId('account-balance').locator('[aria-live="polite"]')
  await expect(balance).toHaveText(/ETH$/)
})

test('a declined connection is announced assertively, once', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?theme=light')
  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
  await page.locator('[data-gangway-button] button').first().click()
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused()
  await settled(page)
  const said = await announcements(page)
  const assertive = said.filter((entry) => entry.politeness === 'assertive')
  expect(assertive).toHaveLength(1)
  expect(assertive[0]?.text).toBe('Connection declined. User rejected the request.')
  await expectNoRepeats(page)
})

test('a balance that cannot be read is announced once (the error toast), not also inline', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?theme=light')
  // The chains refuse balance reads (eth_getBalance, the multicall's eth_call): SPEC §8's
  // 'Token Balance Unavailable' error toast.
  await page.route(/127\.0\.0\.1/, (route) => {
    const body = route.request().postData() ?? ''
    return /eth_getBalance|eth_call/.test(body) ? route.abort() : route.fallback()
  })
  await page.locator('[data-gangway-button] button').first().click()
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-balance')).toHaveText('Token Balance Unavailable')
  await expect.poll(() => timesSaid(page, 'Token Balance Unavailable')).toBeGreaterThan(0)
  await settled(page)
  expect(await timesSaid(page, 'Token Balance Unavailable')).toBe(1)
  const [entry] = (await announcements(page)).filter((said) =>
    said.text.includes('Token Balance Unavailable'),
  )
  expect(entry?.politeness).toBe('assertive')
})

test('sign-in: the request and "Authenticating..." are announced once each; a decline once, assertively', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?theme=light&siwx=required')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
  const request =
    'Tip Jar needs to connect to your wallet. Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.'
  await expect.poll(() => timesSaid(page, request)).toBe(1)

  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect.poll(() => timesSaid(page, 'Signature declined')).toBe(1)
  await settled(page)
  expect(await timesSaid(page, 'Authenticating...')).toBe(1)
  expect(await timesSaid(page, request)).toBe(1)
  const declined = (await announcements(page)).filter((entry) =>
    entry.text.includes('Signature declined'),
  )
  expect(declined).toEqual([{ politeness: 'assertive', text: 'Signature declined' }])
  await expectOneLiveRegionSays(dialog, 'Signature declined')

  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
})
