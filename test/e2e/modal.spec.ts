import type { TestWallet } from 'gangway/testing'
import {
  addModalCss,
  connectDemoWallet,
  expect,
  expectAccessible,
  expectShake,
  openDemo,
  settled,
  snap,
  test,
} from './fixtures.js'

type DemoWindow = {
  gangwayDemo: {
    walletRequests: string[]
    wallet: TestWallet
    gangway: {
      kernel: {
        router: {
          pushTransactionStack(action: { view: string }): void
          popTransactionStack(status: string): void
        }
      }
    }
    requestApproval(request: unknown): Promise<string>
  }
}

/** An ERC-20 transfer as an embedded wallet would describe it to ApproveTransaction. */
const transferRequest = {
  method: 'eth_sendTransaction',
  origin: 'https://shop.example',
  caipNetworkId: 'eip155:31337',
  content: {
    kind: 'call',
    to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    functionName: 'transfer(address,uint256)',
    args: [
      { name: 'to', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { name: 'amount', value: '25.00 USDC' },
    ],
  },
  value: { amount: '0', symbol: 'ETH' },
  fee: { amount: '0.000042', symbol: 'ETH' },
}

test('reload restores the session without a wallet prompt', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl)
  await connectDemoWallet(page, dialog)
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('button', { name: /0xf39F…2266/ })).toBeVisible()
  const requests = await page.evaluate(
    () => (window as unknown as DemoWindow).gangwayDemo.walletRequests,
  )
  expect(requests).not.toContain('eth_requestAccounts')
  expect(requests).not.toContain('wallet_requestPermissions')
  expect(problems).toEqual([])
})

test('the whole flow by keyboard only', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  for (let i = 0; i < 8 && !(await connect.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(connect).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const wallet = dialog.getByRole('button', { name: /Demo Wallet/ })
  await expect(wallet).toBeFocused()
  // The focus trap: Tab from the last control wraps to the first.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
  expect(
    await dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement)),
  ).toBe(true)
  await wallet.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: /Switch network/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: /Anvil Two/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: /^Anvil Two: Switch network/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Focus returns to the page's button (now the account button).
  const account = page.getByRole('button', { name: /0xf39F…2266/ })
  await expect(account).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const disconnect = dialog.getByRole('button', { name: 'Disconnect' })
  for (
    let i = 0;
    i < 12 &&
    !(await disconnect.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement));
    i++
  )
    await page.keyboard.press('Tab')
  await expect(disconnect).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
})

test('Escape, backdrop and close rules; ApproveTransaction cannot be closed', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()

  await connect.click()
  await page.mouse.click(20, 700)
  await expect(dialog).toBeHidden()

  // Back from the first view closes; back from a pushed view returns.
  await connect.click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect(dialog.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()

  const answer = page.evaluate(
    (request) => (window as unknown as DemoWindow).gangwayDemo.requestApproval(request),
    transferRequest,
  )
  await expect(dialog.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
  const approve = dialog.getByTestId('approve-transaction')
  await expect(approve.getByTestId('approve-origin')).toHaveText('https://shop.example')
  await expect(approve.getByText('eth_sendTransaction')).toBeVisible()
  await expect(approve.getByText('transfer(address,uint256)')).toBeVisible()
  await expect(approve.getByText('25.00 USDC')).toBeVisible()
  await expect(approve.getByTestId('approve-fee')).toHaveText('0.000042 ETH')
  // The safe default: Enter on the first focus rejects, never approves.
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
  await snap(page, 'approve-transaction')
  await expectAccessible(page, 'ApproveTransaction')
  await expectShake(dialog, () => page.keyboard.press('Escape'))
  await page.keyboard.press('Enter')
  expect(await answer).toBe('RequestRejectedError')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()

  const second = page.evaluate(
    (request) => (window as unknown as DemoWindow).gangwayDemo.requestApproval(request),
    transferRequest,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog.getByTestId('approve-transaction')).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  expect(await second).toBe('approved')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('AllWallets searches after a pause and lists the connectors', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await expect(search).toBeFocused()
  await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
  await snap(page, 'all-wallets')
  await expectAccessible(page, 'AllWallets')
  await search.fill('nothing-like-this')
  await expect(dialog.getByText('No wallet matches “nothing-like-this”.')).toBeVisible()
  await snap(page, 'all-wallets-empty')
  await search.fill('demo')
  await expect(dialog.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
})

test('the body scrolls again after a resize that did not animate (transitions off)', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('button', { name: /All Wallets/ })).toBeVisible()
  // Styles with the height transition off: no transitionend will ever come.
  await addModalCss(page, '.body { transition: none !important; }')
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  await expect(dialog.getByRole('searchbox', { name: 'Search wallets' })).toBeFocused()
  const body = dialog.locator('.body')
  await expect(body).not.toHaveAttribute('data-resizing')
  await expect(body).toHaveCSS('overflow-y', 'auto')
})

test('a rejected connection shows the wallet error in words and can be retried', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  // Exact: the modal's live region says it too, after 'Connection declined.'
  await expect(dialog.getByText('User rejected the request.', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Connection declined' })).toBeVisible()
  const retry = dialog.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeFocused()
  await snap(page, 'connecting-rejected')
  await expectAccessible(page, 'ConnectingExternal')
  await retry.click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
})

test('an unsupported network opens UnsupportedChain, and switching fixes it', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl)
  await connectDemoWallet(page, dialog)
  await page.keyboard.press('Escape')
  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.switchChain(999))
  await expect(dialog.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await snap(page, 'unsupported-chain')
  await expectAccessible(page, 'UnsupportedChain')
  await dialog.getByRole('button', { name: /^Anvil(?! Two)/ }).click()
  await expect(page.getByTestId('network')).toHaveText('Anvil')
})

for (const mode of ['light', 'dark'] as const)
  test(`phone viewport 390×844, ${mode}`, async ({ page, demoUrl, dialog }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDemo(page, demoUrl, `?theme=${mode}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
    await settled(page)
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(390)
    // A bottom sheet: full width, resting on the bottom edge.
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - 844)).toBeLessThan(2)
    await snap(page, `phone-connect-${mode}`)
    await expectAccessible(page, `phone Connect ${mode}`)
    await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
    await expect(dialog.getByTestId('account-address')).toBeVisible()
    await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
    await snap(page, `phone-account-${mode}`)
    await expectAccessible(page, `phone Account ${mode}`)
    await dialog.getByRole('button', { name: /Switch network/ }).click()
    await snap(page, `phone-networks-${mode}`)
  })

test('dark theme on a laptop, and theme changes at run time', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?theme=dark')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await snap(page, 'connect-dark')
  await expectAccessible(page, 'Connect dark')
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-balance')).toContainText('ETH')
  await snap(page, 'account-dark')
  await expectAccessible(page, 'Account dark')
  const background = () => dialog.evaluate((el) => getComputedStyle(el).backgroundColor)
  const dark = await background()
  await page.evaluate(() =>
    (
      window as unknown as { gangwayDemo: { gangway: { setThemeMode(m: string): void } } }
    ).gangwayDemo.gangway.setThemeMode('light'),
  )
  await expect.poll(background).not.toBe(dark)
  await expect.poll(background).toBe('rgb(255, 255, 255)')
})

test('German locale loads lazily', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?lang=de')
  await page.getByRole('button', { name: 'Wallet verbinden' }).click()
  await expect(dialog.getByRole('heading', { name: 'Wallet verbinden' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Alle Wallets/ })).toBeVisible()
  await snap(page, 'connect-de')
})

test('a right-to-left locale lays the modal out right to left', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await openDemo(page, demoUrl, '?lang=ar')
  // The page button speaks Arabic too, once its strings arrive: find it by place, not name.
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('dir', 'rtl')
  await expect(dialog).toHaveAttribute('lang', 'ar')
  await dialog.getByRole('button', { name: /كل المحافظ/ }).click()
  await settled(page)
  const card = await dialog.boundingBox()
  const back = await dialog.getByRole('button', { name: 'رجوع' }).boundingBox()
  const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
  // Back sits at the start of the header, which is the right in right-to-left text.
  expect(back!.x).toBeGreaterThan(card!.x + card!.width / 2)
  expect(close!.x).toBeLessThan(card!.x + card!.width / 2)
  await expectAccessible(page, 'AllWallets rtl')
})

test('SPEC §2 and §9: the modal card is 360 px wide and its overlay sits at z-index 999', async ({
  page,
  demoUrl,
  dialog,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openDemo(page, demoUrl)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toBeVisible()
  const layout = await dialog.evaluate((element) => {
    const overlay = element.closest('.overlay') ?? element.parentElement?.closest('.overlay')
    const card = element.closest('.card') ?? element
    return {
      zIndex: overlay ? getComputedStyle(overlay).zIndex : undefined,
      // The layout width: the opening animation scales the box for a moment.
      width: (card as HTMLElement).offsetWidth,
    }
  })
  expect(layout).toEqual({ zIndex: '999', width: 360 })
})
