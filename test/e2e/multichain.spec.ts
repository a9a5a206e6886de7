import { expect, expectAccessible, openDemo, snap, test } from './fixtures.js'

// `?multichain`: the demo's Demo Wallet is announced in eip155 (EIP-6963) and, under the
// same name, in solana (Wallet Standard). The modal lists it once, with a namespace chooser.

type DemoWindow = { gangwayDemo: { gangway: { open(options: { view: string }): Promise<void> } } }

test('one row for a wallet in two namespaces; the chooser connects each', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?multichain&theme=light')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: /^Demo Wallet/ })).toHaveCount(1)
  const chooser = list.getByRole('group', { name: 'Networks of Demo Wallet' })
  await expect(chooser.getByRole('button')).toHaveText(['EVM', 'Solana'])
  await expect(chooser.getByRole('button', { name: 'Connect Demo Wallet on Solana' })).toBeVisible()
  await snap(page, 'multichain-connect-light')
  await expectAccessible(page, 'Connect (multi-chain row)')

  // AllWallets lists it once too.
  await dialog.getByRole('button', { name: /All Wallets/ }).click()
  const rows = dialog.locator('.vlist-row')
  await expect(rows.first()).toContainText('Demo Wallet')
  await expect(rows.filter({ hasText: 'Demo Wallet' })).toHaveCount(1)
  await expect(
    rows.first().getByRole('button', { name: 'Connect Demo Wallet on EVM' }),
  ).toBeVisible()
  await snap(page, 'multichain-all-wallets-light')
  await dialog.getByRole('button', { name: 'Back' }).click()

  // The row itself connects the active namespace (eip155: the first chain).
  await list.getByRole('button', { name: /^Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toHaveText('0xf39F…2266')

  // Account offers the namespace still without a wallet; the chooser shows EVM connected and
  // Solana is reached with the keyboard.
  await dialog.getByRole('button', { name: 'Connect another wallet' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(
    chooser.getByRole('button', { name: 'Demo Wallet is connected on EVM' }),
  ).toBeVisible()
  await list.locator('button.item[data-namespaces="eip155 solana"]').focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(chooser.getByRole('button', { name: 'Connect Demo Wallet on Solana' })).toBeFocused()
  await page.keyboard.press('Enter')
  // Solana is connected without a Solana node (the demo has none): no balance, no crash.
  await expect(dialog.getByTestId('account-address')).toHaveText(
    /^[1-9A-HJ-NP-Za-km-z]{6}…[1-9A-HJ-NP-Za-km-z]{4}$/,
  )
  await snap(page, 'multichain-account-solana-light')
  // Both namespaces have a wallet now: nothing more to connect.
  await expect(dialog.getByRole('button', { name: 'Connect another wallet' })).toHaveCount(0)

  await page.evaluate(() =>
    (window as unknown as DemoWindow).gangwayDemo.gangway.open({ view: 'Connect' }),
  )
  await expect(chooser.getByRole('button', { name: /is connected on/ })).toHaveCount(2)
  await snap(page, 'multichain-both-connected-light')
  expect(problems).toEqual([])
})

test('WalletConnect: one row for every namespace, with its icon', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?multichain&wc&theme=dark&lang=de')
  await page.locator('[data-gangway-button] button').first().click()
  const list = dialog.getByRole('list', { name: 'Wallets' })
  const walletConnect = list.getByRole('button', { name: /WalletConnect/ })
  await expect(walletConnect).toHaveCount(1)
  await expect(walletConnect.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  // One pairing covers every namespace: no chooser on the WalletConnect row.
  await expect(walletConnect).not.toHaveAttribute('data-namespaces')
  await expect(list.getByRole('button', { name: 'Demo Wallet mit Solana verbinden' })).toBeVisible()
  await snap(page, 'multichain-walletconnect-dark-de')
  await expectAccessible(page, 'Connect (WalletConnect row)')
  expect(problems).toEqual([])
})
