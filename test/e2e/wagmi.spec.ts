// The example wagmi host (examples/wagmi) in a real browser, built as its users build it
// (`gangway` through node_modules/gangway and the package's `exports`): wagmi's hooks follow
// the connection made in Gangway's modal, useWriteContract goes to the wallet picked there,
// and disconnecting on either side reaches the other.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { prepareExample } from '../../scripts/build-examples.mjs'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../support/anvil.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { installWallet } from './injectedWallet.js'
import { type ServedPage, servePage } from './servePage.js'

const example = join(import.meta.dirname, '../../examples/wagmi')
const chainId = 31_337
/** Anvil's first account: it deployed the fixture tokens and holds them; anvil signs for it. */
const visitor: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let anvil: Anvil
let fixtures: Fixtures
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wagmi host example</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async () => {
  test.setTimeout(300_000)
  prepareExample(example)
  anvil = await startAnvil({ chainId })
  fixtures = await deployFixtures(anvil.rpcUrl)
  host = await servePage({
    script: { path: join(example, 'host/page.tsx') },
    html,
    config: { rpcUrl: anvil.rpcUrl, chainId, token: fixtures.usdc, receiver },
    connectSrc: [anvil.rpcUrl],
  })
})

test.afterAll(async () => {
  await host?.close()
  await anvil?.stop()
})

const dialogOf = (page: Page) => page.locator('gangway-modal [role="dialog"]')

async function balanceOf(address: Address) {
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  return client.readContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

test('wagmi’s connect opens Gangway’s modal, and useWriteContract sends with the wallet picked there', async ({
  page,
  problems,
}) => {
  await installWallet(page, { rpcUrl: anvil.rpcUrl, chainId, address: visitor })
  await page.goto(host.url)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Local Wallet/ }).click()

  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(visitor)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(chainId))
  // Gangway's own button shows the same account.
  await expect(
    page.locator('[data-gangway-button]').getByRole('button', { name: /0xf39F/ }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const before = await balanceOf(receiver)
  await page.getByRole('button', { name: 'Send 1 token with useWriteContract' }).click()
  await expect(page.getByTestId('receipt')).toHaveText('success')
  expect((await balanceOf(receiver)) - before).toBe(1_000_000n)
  await expectAccessible(page, 'wagmi host, connected')
  expect(problems).toEqual([])
})

test('a connection made with Gangway’s button is wagmi’s, and survives a reload without a prompt', async ({
  page,
}) => {
  await installWallet(page, { rpcUrl: anvil.rpcUrl, chainId, address: visitor })
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /Local Wallet/ }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')

  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(visitor)
  await expect(dialog).toBeHidden()
})

test('disconnecting in wagmi disconnects Gangway, and disconnecting in Gangway’s Account reaches wagmi', async ({
  page,
}) => {
  await installWallet(page, { rpcUrl: anvil.rpcUrl, chainId, address: visitor })
  await page.goto(host.url)
  const dialog = dialogOf(page)
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await dialog.getByRole('button', { name: /Local Wallet/ }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(
    page.locator('[data-gangway-button]').getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await dialog.getByRole('button', { name: /Local Wallet/ }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test('closing the modal without connecting rejects wagmi’s connect as the visitor’s refusal', async ({
  page,
}) => {
  await installWallet(page, { rpcUrl: anvil.rpcUrl, chainId, address: visitor })
  await page.goto(host.url)
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alert')).toHaveText('UserRejectedRequestError')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
