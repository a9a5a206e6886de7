import { expect, expectAccessible, openDemo, snap, test } from './fixtures.js'

// The browser resolves no remote host (playwright.config.ts): the bundled directory must
// make the lists complete offline.

test('AllWallets lists the bundled directory offline, installed Demo Wallet first', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // Connect: the installed wallet, then recommended directory wallets.
  const connectList = dialog.getByRole('list', { name: 'Wallets' })
  await expect(connectList.getByRole('button').first()).toContainText('Demo Wallet')
  await expect(connectList.getByRole('button', { name: /^MetaMask$/ })).toBeVisible()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const rows = dialog.locator('.vlist-row button')
  await expect(rows.first()).toContainText('Demo Wallet')
  await expect(rows.first()).toContainText('Installed')
  await expect(rows.nth(1)).toHaveText('MetaMask')
  await expect(dialog.getByRole('button', { name: 'Trust', exact: true })).toBeVisible()
  await expect(dialog.locator('.vlist-row img').first()).toBeVisible()
  await snap(page, 'directory-all-wallets-light')
  await expectAccessible(page, 'AllWallets (directory)')

  // The virtualised list: scrolling to the end renders the last wallets.
  const list = dialog.locator('.vlist')
  const count = Number(
    (await dialog.locator('.vlist-spacer').getAttribute('aria-label'))?.match(/\d+/)?.[0],
  )
  expect(count).toBeGreaterThan(30)
  expect(await rows.count()).toBeLessThan(count)
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect(dialog.locator(`.vlist-row[aria-posinset="${count}"]`)).toBeVisible()

  // Search narrows the list after the pause.
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('rain')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toHaveText('Rainbow')

  // Without WalletConnect, a wallet that is not installed shows where to get it.
  await rows.first().click()
  await expect(dialog.getByRole('heading', { name: 'Rainbow is not installed' })).toBeVisible()
  const get = dialog.getByRole('link', { name: 'Get Rainbow' })
  await expect(get).toHaveAttribute('href', 'https://rainbow.me/')
  await expect(get).toHaveAttribute('rel', 'noopener noreferrer')
  await snap(page, 'directory-get-wallet')
  expect(problems).toEqual([])
})

test('AllWallets in dark mode and on a phone', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?theme=dark')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await snap(page, 'directory-connect-dark')
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect(dialog.locator('.vlist-row button').nth(1)).toHaveText('MetaMask')
  await snap(page, 'directory-all-wallets-dark')

  await page.setViewportSize({ width: 390, height: 844 })
  await openDemo(page, demoUrl, '?theme=light')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect(dialog.locator('.vlist-row button').nth(1)).toHaveText('MetaMask')
  // The taller phone list is filled with rows, not rendered for the height it had while empty.
  await expect
    .poll(() =>
      dialog.locator('.vlist').evaluate((list) => {
        const bottom = list.getBoundingClientRect().bottom
        const rows = [...list.querySelectorAll('.vlist-row')].map(
          (row) => row.getBoundingClientRect().bottom,
        )
        return Math.max(...rows) >= bottom
      }),
    )
    .toBe(true)
  await snap(page, 'directory-all-wallets-phone')
})

test('a hosted directory is paged as the visitor scrolls; featured wallets first', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  const asked: URL[] = []
  page.on('request', (request) => {
    if (request.url().includes('/directory/getWallets')) asked.push(new URL(request.url()))
  })
  await openDemo(page, demoUrl, '?directory=remote&featured=remote-012')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const rows = dialog.locator('.vlist-row button')
  await expect(rows.first()).toContainText('Demo Wallet')
  await expect(rows.nth(1)).toHaveText('Lumen Wallet')
  await expect(rows.nth(2)).toHaveText('Trust')
  // Remote images come from /getWalletImage on the host's directory.
  await expect(rows.nth(3).locator('img')).toHaveAttribute('src', /\/directory\/getWalletImage\//)
  await snap(page, 'directory-remote')
  const first = asked.find(
    (url) => url.searchParams.get('page') === '1' && !url.searchParams.has('include'),
  )
  expect(first?.searchParams.get('entries')).toMatch(/^(4|40)$/)
  expect(first?.searchParams.get('projectId')).toBe('gangway-demo')
  expect(asked.some((url) => url.searchParams.get('page') === '2')).toBe(false)

  const list = dialog.locator('.vlist')
  await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect.poll(() => asked.some((url) => url.searchParams.get('page') === '2')).toBe(true)
  // Scrolling on loads every page; the last wallet of the directory is reached.
  const total = async () =>
    Number((await dialog.locator('.vlist-spacer').getAttribute('aria-label'))?.match(/\d+/)?.[0])
  await expect
    .poll(async () => {
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      return dialog.locator(`.vlist-row[aria-posinset="${await total()}"]`).count()
    })
    .toBe(1)
  expect(await total()).toBeGreaterThan(70)
  await expect(dialog.getByRole('button', { name: 'Zephyr Wallet 3' })).toBeAttached()

  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('kestrel')
  await expect(rows).toHaveCount(4)
  expect(asked.some((url) => url.searchParams.get('search') === 'kestrel')).toBe(true)
  expect(problems).toEqual([])
})

test('a directory that is down falls back to the bundled list', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?directory=down')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const rows = dialog.locator('.vlist-row button')
  await expect(rows.first()).toContainText('Demo Wallet')
  await expect(rows.nth(1)).toHaveText('MetaMask')
})

test('with WalletConnect, a directory wallet opens its QR view', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?wc')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('rainbow')
  await dialog.getByRole('button', { name: 'Rainbow', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  await expect(dialog.getByText(/Rainbow/).first()).toBeVisible()
})
