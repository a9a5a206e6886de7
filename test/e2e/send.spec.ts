import type { Locator, Page } from '@playwright/test'
import type { TestWallet } from 'gangway/testing'
import {
  connectDemoWallet,
  expect,
  expectAccessible,
  formatEther,
  openDemo,
  rpc,
  snap,
  test,
} from './fixtures.js'

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil's third development account: receives in these tests. */
const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type DemoWindow = {
  gangwayDemo: {
    gangway: { on(name: 'analytics', listener: (event: { event: string }) => void): () => void }
    wallet: TestWallet
  }
  sendEvents: string[]
}

async function recordAnalytics(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as DemoWindow
    w.sendEvents = []
    w.gangwayDemo.gangway.on('analytics', ({ event }) => w.sendEvents.push(event))
  })
}
const analytics = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as DemoWindow).sendEvents.filter((e) => e.startsWith('SEND')),
  )

async function erc20Balance(rpcUrl: string, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}
const ethBalance = async (rpcUrl: string, owner: string) =>
  BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [owner, 'latest']))

async function openSend(_page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
}

async function fill(dialog: Locator, values: { token?: RegExp; amount?: string; to?: string }) {
  if (values.token) {
    await dialog.getByRole('button', { name: /Select token|Token:/ }).click()
    await dialog.getByRole('button', { name: values.token }).click()
  }
  if (values.amount !== undefined) await dialog.getByLabel('Amount').fill(values.amount)
  if (values.to !== undefined) await dialog.getByLabel('To', { exact: true }).fill(values.to)
}

test('sends ETH: form, preview, confirm, back to Account with fresh balances', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const rpcUrl = config.networks[0]!.rpcUrl
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  await recordAnalytics(page)
  // Receive comes before Send (SPEC §9 wallet-feature order).
  await expect(dialog.getByRole('navigation', { name: 'Wallet features' })).toHaveText(
    /Receive.*Send/,
  )
  await openSend(page, dialog)
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await snap(page, 'send-empty-light')
  await expectAccessible(page, 'WalletSend (empty)')

  await dialog.getByRole('button', { name: 'Select token' }).click()
  await expect(dialog.getByRole('group', { name: 'Choose a token to send' })).toBeVisible()
  await snap(page, 'send-token-picker-light')
  await dialog.getByRole('button', { name: /Ether/ }).click()
  await fill(dialog, { amount: '1.5', to: receiver })
  await expect(dialog.getByTestId('send-fee')).toHaveText(/^0\.0000\d+ ETH$/)
  await snap(page, 'send-filled-light')
  await expectAccessible(page, 'WalletSend (filled)')

  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('1.5 ETH')
  await expect(dialog.getByTestId('preview-receiver')).toHaveAttribute('title', receiver)
  await expect(dialog.getByTestId('preview-fee')).toHaveText(/ETH$/)
  await snap(page, 'send-preview-light')
  await expectAccessible(page, 'WalletSendPreview')

  const before = await ethBalance(rpcUrl, receiver)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByText('Sent 1.5 ETH')).toBeVisible()
  expect((await ethBalance(rpcUrl, receiver)) - before).toBe(15n * 10n ** 17n)
  // Balances are read again after the confirmed send (not the 30 s cache).
  const left = await ethBalance(rpcUrl, sender)
  await expect(dialog.getByTestId('account-balance')).toHaveText(`${formatEther(left)} ETH`)
  await snap(page, 'send-done-account-light')
  expect(await analytics(page)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])

  // The form was reset.
  await openSend(page, dialog)
  await expect(dialog.getByLabel('Amount')).toHaveValue('')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue('')
  expect(problems).toEqual([])
})

test('sends an ERC-20 token; the token list updates', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  const rpcUrl = config.networks[0]!.rpcUrl
  const usdc = config.tokens[0]!.address
  await openDemo(page, demoUrl, '?theme=dark')
  await connectDemoWallet(page, dialog)
  await recordAnalytics(page)
  await openSend(page, dialog)
  await fill(dialog, { token: /USD Coin/, amount: '12.5', to: receiver })
  await expect(dialog.getByTestId('send-fee')).toHaveText(/ETH$/)
  await snap(page, 'send-erc20-dark')
  await expectAccessible(page, 'WalletSend (dark)')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByTestId('preview-amount')).toHaveText('12.5 USDC')
  await snap(page, 'send-preview-erc20-dark')

  const before = await erc20Balance(rpcUrl, usdc, receiver)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  expect((await erc20Balance(rpcUrl, usdc, receiver)) - before).toBe(12_500_000n)
  const left = await erc20Balance(rpcUrl, usdc, sender)
  const whole = (left / 1_000_000n).toLocaleString('en-US')
  // SPEC §5: token balances with exactly 2 decimals.
  const cents = (left % 1_000_000n).toString().padStart(6, '0').slice(0, 2)
  await expect(dialog.getByText(`${whole}.${cents} USDC`)).toBeVisible()
  // SPEC §4: SEND_SUCCESS is tracked for native sends.
  expect(await analytics(page)).toEqual(['SEND_INITIATED'])
  expect(problems).toEqual([])
})

test('shows every validation message and keeps the form', async ({
  page,
  demoUrl,
  config,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  await openSend(page, dialog)
  const alert = dialog.getByRole('alert').filter({ hasText: /\w/ })
  const preview = dialog.getByRole('button', { name: 'Preview send' })

  await preview.click()
  await expect(alert).toHaveText('An amount and receiver address are required')
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true')
  await snap(page, 'send-error-required-light')
  await expectAccessible(page, 'WalletSend (error)')

  await fill(dialog, { amount: '1' })
  await preview.click()
  await expect(alert).toHaveText('An amount and receiver address are required')
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()

  await fill(dialog, { to: receiver })
  await preview.click()
  await expect(alert).toHaveText('A token is required')
  await expect(dialog.getByRole('group', { name: 'Choose a token to send' })).toBeVisible()

  await dialog.getByRole('button', { name: /Ether/ }).click()
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await fill(dialog, { to: '0x1234' })
  await preview.click()
  await expect(alert).toHaveText('Enter a valid address for this network')

  await fill(dialog, { to: receiver, amount: '0' })
  await preview.click()
  await expect(alert).toHaveText('Enter an amount greater than 0')

  await fill(dialog, { amount: '100000000' })
  await preview.click()
  await expect(alert).toHaveText('Insufficient funds')

  // Max leaves the network fee: less than the balance, by less than 0.01 ETH.
  await dialog.getByRole('button', { name: 'Max' }).click()
  await expect(alert).toHaveCount(0)
  const balance = await ethBalance(config.networks[0]!.rpcUrl, sender)
  await expect(dialog.getByLabel('Amount')).not.toHaveValue('100000000')
  const max = await dialog.getByLabel('Amount').inputValue()
  const maxWei =
    BigInt(max.split('.')[0]!) * 10n ** 18n + BigInt((max.split('.')[1] ?? '').padEnd(18, '0'))
  expect(maxWei).toBeLessThan(balance)
  expect(balance - maxWei).toBeLessThan(10n ** 16n)
  expect(problems).toEqual([])
})

test('a rejection in the wallet keeps the form and explains what happened', async ({
  page,
  demoUrl,
  dialog,
  problems,
}) => {
  await openDemo(page, demoUrl, '?theme=light')
  await connectDemoWallet(page, dialog)
  await recordAnalytics(page)
  await openSend(page, dialog)
  await fill(dialog, { token: /Ether/, amount: '0.25', to: receiver })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await page.evaluate(() => (window as unknown as DemoWindow).gangwayDemo.wallet.rejectNext())
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByTestId('send-error')).toContainText('User rejected the request.')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  await snap(page, 'send-rejected-light')
  await expectAccessible(page, 'WalletSendPreview (rejected)')
  expect(await analytics(page)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Amount')).toHaveValue('0.25')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(receiver)
  await expect(dialog.getByRole('button', { name: 'Token: ETH' })).toBeVisible()
  expect(problems).toEqual([])
})

test('German: the send form is translated', async ({ page, demoUrl, dialog }) => {
  await openDemo(page, demoUrl, '?theme=light&lang=de')
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Senden', exact: true }).click()
  await dialog.getByRole('button', { name: 'Vorschau' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: /\w/ })).toHaveText(
    'Betrag und Empfängeradresse sind erforderlich',
  )
  await snap(page, 'send-error-de')
})

test('a host without send() loads no send chunk; with it, the chunk loads on first use', async ({
  page,
  demoUrl,
  dialog,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const chunk = /\/WalletSend-[\w-]+\.js$/

  await openDemo(page, demoUrl, '?features=none')
  await connectDemoWallet(page, dialog)
  await expect(dialog.getByRole('navigation', { name: 'Wallet features' })).toHaveCount(0)
  await page.evaluate(() =>
    (
      window as unknown as { gangwayDemo: { gangway: { open(o: object): Promise<void> } } }
    ).gangwayDemo.gangway.open({ view: 'WalletSend' }),
  )
  await expect(dialog.getByText('This feature is not enabled on this site.')).toBeVisible()
  expect(requested.filter((path) => chunk.test(path))).toEqual([])

  requested.length = 0
  await page.evaluate(() => localStorage.clear())
  await openDemo(page, demoUrl)
  await connectDemoWallet(page, dialog)
  expect(requested.filter((path) => chunk.test(path))).toEqual([])
  await openSend(page, dialog)
  expect(requested.filter((path) => chunk.test(path))).toHaveLength(1)
})
