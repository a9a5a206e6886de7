// Sending on Solana in a real browser: test/e2e/pages/sendSolana.tsx (solana(), send(),
// receive(), the ConnectButton), bundled here with esbuild and served with a strict CSP like
// solana.spec.ts, against the LiteSVM JSON-RPC/WebSocket shim and the Wallet Standard test
// wallet registered in the page.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { address, createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner } from '@solana/kit'
import { type LiteSvmRpc, startLiteSvmRpc } from '../support/litesvmRpc.js'
import { expect, expectAccessible, snap, test } from './fixtures.js'
import type { SendSolanaPageConfig, SendSolanaPageWindow } from './pages/sendSolana.js'
import { type ServedPage, servePage } from './servePage.js'

const SOL = 1_000_000_000n
// A fixed seed of its own (solana.spec.ts uses 1…32): the account is the same on each run.
const seed = Array.from({ length: 32 }, (_, index) => 64 - index)

let node: LiteSvmRpc
let served: ServedPage
let url: string
let walletAddress: string
let mint: string

test.beforeAll(async () => {
  node = await startLiteSvmRpc()
  walletAddress = (await createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(seed))).address
  node.airdrop(walletAddress, 5n * SOL)
  const usd = await node.createMint({ decimals: 6 })
  await usd.mintTo(walletAddress, 25_000_000n)
  mint = usd.mint
  const config: SendSolanaPageConfig = { rpcUrl: node.url, seed, mint }
  served = await servePage({
    script: { path: fileURLToPath(new URL('./pages/sendSolana.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solana send e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config,
    connectSrc: [node.url, node.webSocketUrl],
  })
  url = served.url
})

test.afterAll(async () => {
  await served?.close()
  await node?.stop()
})

const lamportsOf = (owner: string) => node.svm.getBalance(address(owner)) ?? 0n
const newAddress = async () => (await generateKeyPairSigner()).address

async function connect(page: Page, dialog: Locator, theme = 'light'): Promise<void> {
  await page.goto(`${url}?theme=${theme}`)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Gangway Solana Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${walletAddress.slice(0, 6)}…${walletAddress.slice(-4)}`,
  )
}

async function openSend(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
}

async function fill(dialog: Locator, values: { token: RegExp; amount: string; to: string }) {
  await dialog.getByRole('button', { name: /Select token|Token:/ }).click()
  await dialog.getByRole('button', { name: values.token }).click()
  await dialog.getByLabel('Amount').fill(values.amount)
  await dialog.getByLabel('To', { exact: true }).fill(values.to)
}

test('sends SOL from Account; a rejection keeps the form and explains; balances update', async ({
  page,
  dialog,
  problems,
}) => {
  const receiver = await newAddress()
  await connect(page, dialog)
  await expect(dialog.getByTestId('account-balance')).toHaveText('5 SOL')
  await expect(dialog.getByRole('navigation', { name: 'Wallet features' })).toHaveText(
    /Receive.*Send/,
  )
  await openSend(dialog)
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await snap(page, 'send-solana-empty')

  await dialog.getByRole('button', { name: 'Select token' }).click()
  await expect(dialog.getByRole('group', { name: 'Choose a token to send' })).toContainText(
    'Test USD',
  )
  await snap(page, 'send-solana-token-picker')
  await dialog.getByRole('button', { name: /Solana/ }).click()
  await dialog.getByLabel('Amount').fill('0.25')
  await dialog.getByLabel('To', { exact: true }).fill('not-a-solana-address')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert').first()).toHaveText(
    'Enter a valid address for this network',
  )
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  // SOL: the network fee only (5000 lamports), no token account to open.
  await expect(dialog.getByTestId('send-fee')).toHaveText('0.000005 SOL')
  await expect(dialog.getByTestId('fee-rent')).toHaveCount(0)
  await snap(page, 'send-solana-filled')
  await expectAccessible(page, 'WalletSend (solana)')

  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('0.25 SOL')
  await expect(dialog.getByTestId('preview-receiver')).toHaveAttribute('title', receiver)
  await expect(dialog.getByTestId('preview-fee')).toHaveText('0.000005 SOL')
  await snap(page, 'send-solana-preview')

  // Declined in the wallet: the preview says so and nothing moved.
  await page.evaluate(() => (window as unknown as SendSolanaPageWindow).sendSolanaPage.rejectNext())
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByTestId('send-error')).toContainText('User rejected the request.')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
  expect(lamportsOf(receiver)).toBe(0n)
  await snap(page, 'send-solana-rejected')
  await expectAccessible(page, 'WalletSendPreview (rejected)')
  // Back on the form, everything is as typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Amount')).toHaveValue('0.25')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(receiver)
  await expect(dialog.getByRole('button', { name: 'Token: SOL' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByTestId('send-error')).toBeEmpty()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByText('Sent 0.25 SOL')).toBeVisible()
  expect(lamportsOf(receiver)).toBe(SOL / 4n)
  expect(lamportsOf(walletAddress)).toBe(5n * SOL - SOL / 4n - 5000n)
  // Read again after the confirmed send (not the 30 s cache): 4.749995 shows as 4.749.
  await expect(dialog.getByTestId('account-balance')).toHaveText('4.749 SOL')
  await expect(page.locator('[data-gangway-button]')).toContainText('4.749 SOL')
  await snap(page, 'send-solana-done')

  // The form was reset.
  await openSend(dialog)
  await expect(dialog.getByLabel('Amount')).toHaveValue('')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue('')
  expect(problems).toEqual([])
})

test("sends an SPL token to a receiver without a token account: the fee includes the account's rent", async ({
  page,
  dialog,
  problems,
}) => {
  const receiver = await newAddress()
  const solBefore = lamportsOf(walletAddress)
  const tusdBefore = await node.getTokenBalance({ owner: walletAddress, mint })
  await connect(page, dialog, 'dark')
  await openSend(dialog)
  await fill(dialog, { token: /Test USD/, amount: '1.5', to: receiver })
  const rent = node.svm.minimumBalanceForRentExemption(165n)
  expect(rent).toBe(2_039_280n)
  // 5000 + 2 039 280 lamports, each cut to three significant digits.
  await expect(dialog.getByTestId('send-fee')).toHaveText('0.00204 SOL')
  await expect(dialog.getByTestId('fee-rent')).toHaveText(
    "0.000005 SOL network fee + 0.00203 SOL to open the receiver's token account",
  )
  await snap(page, 'send-solana-spl-rent-dark')
  await expectAccessible(page, 'WalletSend (SPL, dark)')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByTestId('preview-amount')).toHaveText('1.5 TUSD')
  await expect(dialog.getByTestId('preview-fee')).toHaveText('0.00204 SOL')
  await expect(dialog.getByTestId('fee-rent')).toContainText('0.000005 SOL network fee')
  await snap(page, 'send-solana-spl-preview-dark')

  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByText('Sent 1.5 TUSD')).toBeVisible()
  expect(await node.getTokenBalance({ owner: receiver, mint })).toBe(1_500_000n)
  expect(await node.getTokenBalance({ owner: walletAddress, mint })).toBe(tusdBefore - 1_500_000n)
  expect(lamportsOf(walletAddress)).toBe(solBefore - 5000n - rent)

  // The same receiver again: its account exists now, so the fee is the network fee only.
  await openSend(dialog)
  await fill(dialog, { token: /Test USD/, amount: '1', to: receiver })
  await expect(dialog.getByTestId('send-fee')).toHaveText('0.000005 SOL')
  await expect(dialog.getByTestId('fee-rent')).toHaveCount(0)
  expect(problems).toEqual([])
})
