import { expect, expectAccessible, formatEther, openDemo, rpc, snap, test } from './fixtures.js'

const demoAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('open → Connect lists Demo Wallet → connect → Account → switch network → sign → disconnect', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?theme=light')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()

  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  const wallet = dialog.getByRole('button', { name: /Demo Wallet/ })
  await expect(wallet).toBeVisible()
  await expect(wallet).toBeFocused()
  // SPEC §9: the featured page shows 4 wallets, then All Wallets.
  const rows = dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem')
  await expect(rows).toHaveCount(5)
  await expect(rows.last()).toContainText('All Wallets')
  await snap(page, 'connect-light')
  await expectAccessible(page, 'Connect')

  await wallet.click()
  await expect(dialog.getByTestId('account-address')).toHaveText('0xf39F…2266')
  const wei = BigInt(
    await rpc<string>(config.networks[0]!.rpcUrl, 'eth_getBalance', [demoAddress, 'latest']),
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText(`${formatEther(wei)} ETH`)
  await expect(dialog.getByText('USD Coin')).toBeVisible()
  await snap(page, 'account-light')
  await expectAccessible(page, 'Account')
  // No plugin fills NFTs or Activity here: no tab that could only ever be empty.
  await expect(dialog.getByRole('tab')).toHaveCount(0)
  await expect(dialog.getByText('No activity yet')).toHaveCount(0)

  await dialog.getByRole('button', { name: /Switch network/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await snap(page, 'networks-light')
  await expectAccessible(page, 'Networks')
  await dialog.getByRole('button', { name: /Anvil Two/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Anvil Two: Switch network/ })).toBeVisible()
  await expect(page.getByTestId('network')).toHaveText('Anvil Two')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByTestId('sign').click()
  await expect(page.getByTestId('signature')).toHaveAttribute('title', /^0x[0-9a-f]{130}$/)

  await page
    .getByRole('button', { name: /Open account/ })
    .first()
    .click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  expect(problems).toEqual([])
})
