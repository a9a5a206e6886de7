// The first wallet list while discovery is still running: installed wallets at once,
// placeholders for the rest, never the empty-wallet message, focus on the first row.
// test/e2e/pages/slowWalletList.tsx holds the wallet list back until the spec releases it.
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.js'
import type { PrefetchedWalletListWindow } from './pages/prefetchedWalletList.js'
import type { SlowWalletListPageConfig, SlowWalletListWindow } from './pages/slowWalletList.js'
import { type ServedPage, servePage } from './servePage.js'

const pages = new Map<boolean, ServedPage>()
let prefetchedPage: ServedPage

test.beforeAll(async () => {
  for (const installed of [false, true]) {
    const config: SlowWalletListPageConfig = { installed }
    pages.set(
      installed,
      await servePage({
        script: { path: fileURLToPath(new URL('./pages/slowWalletList.tsx', import.meta.url)) },
        html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Slow wallet list e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
        config,
        connectSrc: [],
      }),
    )
  }
})

test.beforeAll(async () => {
  prefetchedPage = await servePage({
    script: { path: fileURLToPath(new URL('./pages/prefetchedWalletList.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Prefetched wallet list e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config: {},
    connectSrc: [],
  })
})

test.afterAll(async () => {
  for (const page of pages.values()) await page.close()
  await prefetchedPage.close()
})

const release = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as SlowWalletListWindow).slowWalletList.release())
const sawEmptyMessage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as SlowWalletListWindow).slowWalletList.sawEmptyMessage)

test('no wallet installed: placeholders, not "No wallets found", until the list settles', async ({
  page,
  dialog,
}) => {
  await page.goto(pages.get(false)!.url)
  await page.locator('[data-gangway-button] button').first().click()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  // SPEC §9: Connect shows 4 wallets before All Wallets; until the list settles, placeholders.
  await expect(list.locator('.placeholder')).toHaveCount(4)
  await expect(list).toHaveAttribute('aria-busy', 'true')
  await expect(dialog).not.toContainText('No wallets found')

  await release(page)
  const first = list.getByRole('button', { name: 'Alpha Wallet' })
  await expect(first).toBeVisible()
  await expect(list.locator('.placeholder')).toHaveCount(0)
  await expect(first).toBeFocused()
  expect(await sawEmptyMessage(page)).toBe(false)
})

test('an installed wallet is the first row at once, and has the focus', async ({
  page,
  dialog,
}) => {
  await page.goto(pages.get(true)!.url)
  await page.locator('[data-gangway-button] button').first().click()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  const first = list.getByRole('button').first()
  await expect(first).toContainText('Demo Wallet')
  await expect(first).toBeFocused()
  await expect(list.locator('.placeholder')).toHaveCount(3)

  await release(page)
  await expect(list.getByRole('button', { name: 'Beta Wallet' })).toBeVisible()
  await expect(list.locator('.placeholder')).toHaveCount(0)
  await expect(first).toContainText('Demo Wallet')
  expect(await sawEmptyMessage(page)).toBe(false)
})

test('prefetched while the browser was idle: the first open renders its wallet rows at once', async ({
  page,
  dialog,
}) => {
  await page.goto(prefetchedPage.url)
  const state = () =>
    page.evaluate(() => {
      const { prefetchedWalletList: page } = window as unknown as PrefetchedWalletListWindow
      return {
        mounted: page.mounted(),
        listed: page.listed(),
        firstRender: page.firstRender,
        placeholdersSeen: page.placeholdersSeen,
      }
    })
  // Before any click: the modal is mounted (closed) and Connect's first wallets are known.
  await expect.poll(async () => (await state()).mounted).toBe(true)
  await expect.poll(async () => (await state()).listed).toBe(true)

  await page.locator('[data-gangway-button] button').first().click()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  const first = list.getByRole('button').first()
  await expect(first).toContainText('Demo Wallet')
  await expect(first).toBeFocused()
  // SPEC §9's 4 wallets: the installed one, then the bundled directory's, in the first render.
  const { firstRender, placeholdersSeen } = await state()
  expect(firstRender).toEqual({ rows: 4, placeholders: 0 })
  expect(placeholdersSeen).toBe(false)
})

type MarkedCard = HTMLElement & { prerendered?: boolean }
/** Marks the dialog's card element, to tell later whether it is still the same element. */
const markCard = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const card = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('.card')
    if (card) (card as MarkedCard).prerendered = true
  })
/** Whether the dialog's card is the element `markCard` marked. */
const markedCard = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      (
        document
          .querySelector('gangway-modal')
          ?.shadowRoot?.querySelector('.card') as MarkedCard | null
      )?.prerendered,
  )

test('closed, Connect waits out of sight: hidden, inert, unreachable by Tab; a click only shows it, the first time and again', async ({
  page,
  dialog,
}) => {
  await page.goto(prefetchedPage.url)
  // The idle prefetch rendered the dialog with its rows, out of sight.
  await expect(dialog).toHaveCount(1)
  await expect(dialog).toBeHidden()
  await expect(page.locator('gangway-modal .root')).toHaveAttribute('inert', '')
  await expect(dialog.locator('[data-wallet]')).toHaveCount(4)
  // Tab from the page's button goes nowhere near it: its rows take no focus.
  await page.locator('[data-gangway-button] button').first().focus()
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(
      () => document.querySelector('gangway-modal')?.shadowRoot?.activeElement ?? null,
    ),
  ).toBeNull()
  await markCard(page)

  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toBeVisible()
  await expect(page.locator('gangway-modal .root')).not.toHaveAttribute('inert')
  const first = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first()
  await expect(first).toContainText('Demo Wallet')
  await expect(first).toBeFocused()
  // The same element: opening showed what was there, it did not render it again.
  expect(await markedCard(page)).toBe(true)
  // Closed again, Connect waits out of sight for the next open: hidden, inert, the focus back
  // on the page's button; opening again shows the same element.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('gangway-modal .root')).toHaveAttribute('inert', '')
  await expect(page.locator('[data-gangway-button] button').first()).toBeFocused()
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toBeVisible()
  await expect(first).toBeFocused()
  expect(await markedCard(page)).toBe(true)
})

test('a wallet icon on a server: nothing is rendered, nothing fetched before the first open', async ({
  page,
  dialog,
}) => {
  const icon = 'https://icons.example/demo.png'
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url() === icon) requested.push(request.url())
  })
  await page.goto(`${prefetchedPage.url}?icon=${encodeURIComponent(icon)}`)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { prefetchedWalletList: state } = window as unknown as PrefetchedWalletListWindow
        return state.mounted() && state.listed()
      }),
    )
    .toBe(true)
  // An idle frame or two for a prerender that should not come.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
  )
  await expect(dialog).toHaveCount(0)
  expect(requested).toEqual([])

  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
  // Asked for only now, once the visitor opened the modal.
  expect(requested.length).toBeGreaterThan(0)
})
