import { connectDemoWallet, expect, expectAccessible, openDemo, snap, test } from './fixtures.js'

const demoAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('Receive shows the address as text and QR code, copies it, lists the networks', async ({
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
  await expect(dialog.getByRole('heading', { name: 'Receive' })).toBeVisible()
  await expect(dialog.getByTestId('receive-address')).toHaveText(demoAddress)
  const qr = dialog.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('data-qr-value', demoAddress)
  // Version 3 (29 modules) plus the 4-module quiet zone on each side.
  await expect(qr).toHaveAttribute('viewBox', '0 0 37 37')
  const box = await qr.boundingBox()
  expect(box?.width).toBeGreaterThan(200)
  await expect(dialog.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText([
    'Anvil',
    'Anvil Two',
  ])
  await snap(page, 'receive-light')
  await expectAccessible(page, 'WalletReceive')

  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(dialog.getByText('Address copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demoAddress)

  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  expect(problems).toEqual([])
})

test('Receive in dark mode and German', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?theme=dark&lang=de')
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Empfangen', exact: true }).click()
  await expect(dialog.getByRole('img', { name: 'QR-Code deiner Adresse' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible()
  await snap(page, 'receive-dark-de')
  await expectAccessible(page, 'WalletReceive (dark, de)')
})
