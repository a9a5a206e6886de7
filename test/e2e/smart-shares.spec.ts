// eth_sendUserOperation under CUSTODY=shares (issue 36 item 2, issue 32): the smart account's
// owner key is joined in the frame from this device's share and the server's, only for the
// signature; the server cannot sign. The visitor signs up (a recovery password, keyboard
// only), the page sends an operation of two payments, the frame shows both calls and the
// visitor approves by keyboard: both recipients are paid by one user operation.
import { fileURLToPath } from 'node:url'
import type { TestSecureSite } from '@gangway/secure-site/testing'
import type { Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { type Anvil, deployFixtures, startAnvil } from '../support/anvil.js'
import { type Bundler, startBundler } from '../support/bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from '../support/bundlerContracts.js'
import { expect, frameAtRest, rpc, screenshotDir } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { test } from './secureSite.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337
let anvil: Anvil
let aa: AccountAbstraction
let bundler: Bundler
let site: TestSecureSite
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Smart account, shares custody</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async ({ secureSite }) => {
  test.setTimeout(180_000)
  site = secureSite
  anvil = await startAnvil({ chainId })
  await deployFixtures(anvil.rpcUrl)
  aa = await deployAccountAbstraction(anvil.rpcUrl)
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: aa.entryPoint })
  const config: EmailPageConfig = {
    rpcUrl: anvil.rpcUrl,
    chainId,
    secureSiteUrl: site.url,
    bundlerUrl: bundler.url,
    entryPoint: aa.entryPoint,
  }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, site.url, bundler.url],
    frameSrc: [site.url],
  })
  await site.start({
    allowedOrigins: [new URL(host.url).origin],
    custody: 'shares',
    smartAccountNetworks: [
      {
        chainId,
        rpcUrl: anvil.rpcUrl,
        bundlerUrl: bundler.url,
        entryPoint: aa.entryPoint,
        factory: aa.gangwayFactory,
      },
    ],
  })
})

test.afterAll(async () => {
  await host?.close()
  await bundler?.stop()
  await anvil?.stop()
})

const frame = (page: Page) => page.frameLocator('#w3m-iframe')
/** A step behind an Argon2id stretch (about 0.5 s idle; far longer on a loaded 2-core machine). */
const argon2 = { timeout: 30_000 }
const request = (page: Page, method: string, params: unknown) =>
  page.evaluate(
    ([m, p]) => (window as unknown as EmailPageWindow).emailPage.request(m as string, p),
    [method, params] as const,
  )

test('CUSTODY=shares: eth_sendUserOperation from the smart account, its calls shown, approved by keyboard, signed in the frame', async ({
  page,
  dialog,
  problems,
}) => {
  const email = `shares${Date.now()}@example.com`
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(await site.mailbox.latestCode(email))
  // A new visitor of a shares site sets a recovery password in the frame: keyboard only.
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(frame(page).getByLabel('Recovery password', { exact: true })).toBeFocused()
  await frameAtRest(page)
  const password = 'correct horse battery staple'
  await page.keyboard.type(password)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)

  const smart = (await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.address(),
  )) as Address
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [smart, '0xde0b6b3a7640000'])
  await page.keyboard.press('Escape')
  const [alice, bob] = [
    '0x000000000000000000000000000000000000a11c',
    '0x0000000000000000000000000000000000000b0b',
  ] as const
  const callData = encodeFunctionData({
    abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
    functionName: 'executeBatch',
    args: [
      [
        { target: alice, value: 10n ** 16n, data: '0x' },
        { target: bob, value: 2n * 10n ** 16n, data: '0x' },
      ],
    ],
  })
  const bundles = bundler.bundles.length
  const sending = request(page, 'eth_sendUserOperation', [
    {
      sender: smart,
      nonce: '0x0',
      callData,
      callGasLimit: '0x30000',
      verificationGasLimit: '0x30000',
      preVerificationGas: '0xc350',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      signature: '0x',
    },
    aa.entryPoint,
  ])
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  const approval = frame(page)
  await expect(approval.getByRole('heading', { name: 'Send user operation' })).toBeVisible()
  await expect(approval.getByText(new RegExp(`^1\\. ${alice}$`, 'i'))).toBeVisible()
  await expect(approval.getByText(new RegExp(`^2\\. ${bob}$`, 'i'))).toBeVisible()
  await expect(approval.getByText('2. 0.02 ETH', { exact: true })).toBeVisible()
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await page.screenshot({ path: `${screenshotDir}/smart-shares-send-user-operation.png` })
  const approve = approval.getByRole('button', { name: 'Approve' })
  for (let i = 0; i < 6; i++) {
    if (await approve.evaluate((button) => button === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  const hash = (await sending) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  await expect.poll(() => chain.getBalance({ address: alice })).toBe(10n ** 16n)
  expect(await chain.getBalance({ address: bob })).toBe(2n * 10n ** 16n)
  expect(bundler.bundles.length).toBe(bundles + 1)
  expect(problems).toEqual([])
})
