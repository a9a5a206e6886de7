// Live-region announcements (WCAG 4.1.3 Status Messages), as a screen reader meets them: a
// recorder inside the modal's shadow root notes each time a live region's text becomes
// something new (role=alert also when it is inserted with its text), and the accessibility
// tree is read for the region that holds it. One event, one announcement: never a toast and
// an inline status for the same thing.
import type { Locator, Page } from '@playwright/test'
import { connectDemoWallet, expect, openDemo, settled, test } from './fixtures.js'

type Announcement = { politeness: string; text: string }
type RecorderWindow = { gangwayAnnouncements?: Announcement[] }
type DemoWindow = { gangwayDemo: { wallet: { rejectNext(count?: number): void } } }

/** Starts (or restarts) recording what the modal's live regions say. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shadow = document.querySelector('gangway-modal')?.shadowRoot
    if (!shadow) throw new Error('no modal shadow root')
    const log: { politeness: string; text: string }[] = []
    ;(window as RecorderWindow).gangwayAnnouncements = log
    const regionSelector = '[aria-live], [role="status"], [role="alert"], [role="log"]'
    const politeness = (region: Element) =>
      region.getAttribute('aria-live') ??
      (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite')
    const textOf = (region: Element) => (region.textContent ?? '').replace(/\s+/g, ' ').trim()
    const last = new WeakMap<Element, string>()
    for (const region of shadow.querySelectorAll(regionSelector)) last.set(region, textOf(region))
    const observer = new MutationObserver((mutations) => {
      const touched = new Set<Element>()
      for (const mutation of mutations) {
        const target =
          mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
        const region = target?.closest(regionSelector)
        if (region && region.getAttribute('aria-live') !== 'off') touched.add(region)
        // An alert inserted with its text is announced too (a status is not, reliably).
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue
          if (node.matches('[role="alert"]')) touched.add(node)
          for (const alert of node.querySelectorAll('[role="alert"]')) touched.add(alert)
        }
      }
      for (const region of touched) {
        const text = textOf(region)
        if (text && text !== last.get(region)) log.push({ politeness: politeness(region), text })
        last.set(region, text)
      }
    })
    observer.observe(shadow, { childList: true, subtree: true, characterData: true })
  })
}

const announcements = (page: Page) =>
  page.evaluate(() => (window as RecorderWindow).gangwayAnnouncements ?? [])

/** How many announcements contained `text`. */
const timesSaid = async (page: Page, text: string | RegExp) =>
  (await announcements(page)).filter((entry) =>
    typeof text === 'string' ? entry.text.includes(text) : text.test(entry.text),
  ).length

/** No announcement was made twice in a row for one event. */
async function expectNoRepeats(page: Page): Promise<void> {
  const said = (await announcements(page)).map((entry) => entry.text)
  expect(said.filter((text, index) => said.indexOf(text) !== index)).toEqual([])
}

/** The live region (by the accessibility tree) that holds `text`, exactly one of them. */
async function expectOneLiveRegionSays(dialog: Locator, text: string): Promise<void> {
  const holders = dialog
    .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')
    .filter({ hasText: text })
  await expect(holders).toHaveCount(1)
  expect(await holders.ariaSnapshot()).toContain(text)
}

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
