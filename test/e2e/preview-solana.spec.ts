// Issue 33 in a real browser, on Solana: Send's preview step shows what the transfer will do,
// simulated on the LiteSVM JSON-RPC shim through the solana adapter's previewRequest. The page
// is send-solana.spec.ts's (test/e2e/pages/sendSolana.tsx) with its own wallet seed.
import { fileURLToPath } from 'node:url'
import { createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner } from '@solana/kit'
import { type LiteSvmRpc, startLiteSvmRpc } from '../support/litesvmRpc.js'
import { expect, test } from './fixtures.js'
import type { SendSolanaPageConfig } from './pages/sendSolana.js'
import { type ServedPage, servePage } from './servePage.js'

const SOL = 1_000_000_000n
// A fixed seed of its own (solana.spec.ts uses 1…32, send-solana.spec.ts 64…33).
const seed = Array.from({ length: 32 }, (_, index) => 100 - index)

let node: LiteSvmRpc
let served: ServedPage

test.beforeAll(async () => {
  node = await startLiteSvmRpc()
  const walletAddress = (await createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(seed)))
    .address
  node.airdrop(walletAddress, 5n * SOL)
  const usd = await node.createMint({ decimals: 6 })
  await usd.mintTo(walletAddress, 25_000_000n)
  const config: SendSolanaPageConfig = { rpcUrl: node.url, seed, mint: usd.mint }
  served = await servePage({
    script: { path: fileURLToPath(new URL('./pages/sendSolana.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solana preview e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config,
    connectSrc: [node.url, node.webSocketUrl],
  })
})

test.afterAll(async () => {
  await served?.close()
  await node?.stop()
})

test("Send's preview on Solana: the tokens and the new account's rent that leave, simulated", async ({
  page,
  dialog,
  problems,
}) => {
  const receiver = (await generateKeyPairSigner()).address
  await page.goto(served.url)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Gangway Solana Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('button', { name: /Select token|Token:/ }).click()
  await dialog.getByRole('button', { name: /Test USD/ }).click()
  await dialog.getByLabel('Amount').fill('1.5')
  await dialog.getByLabel('To', { exact: true }).fill(receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')

  const preview = dialog.getByTestId('transaction-preview')
  await expect(preview.getByTestId('preview-confidence')).toHaveAttribute(
    'data-confidence',
    'simulated',
  )
  const send = preview.getByTestId('preview-send')
  await expect(send).toContainText('1.5 TUSD')
  // The receiver's token account, opened by this transfer: 0.00203928 SOL of rent.
  await expect(send).toContainText('0.00203 SOL')
  await expect(preview.getByTestId('preview-network-fee')).toHaveText('0.000005 SOL')
  await expect(preview.getByTestId('preview-warnings')).toHaveCount(0)
  expect(problems).toEqual([])
})
