// The example wagmi host (examples/wagmi) in a real browser, built as its users build it
// (`gangway` through node_modules/gangway and the package's `exports`): wagmi's hooks follow
// the connection made in Gangway's modal, useWriteContract goes to the wallet picked there,
// and disconnecting on either side reaches the other. The visitor's wallet is gangway/testing's,
// from its fixtures (anvil per worker, the chain back at the same state for each test).
import { join } from 'node:path'
import { mergeTests, type Page } from '@playwright/test'
import { connect, test as kit, type TestChain } from 'gangway/testing/playwright'
import { type Address, erc20Abi } from 'viem'
import { prepareExample } from '../../scripts/build-examples.mjs'
import { deployFixtures, type Fixtures } from '../support/anvil.js'
import { expect, expectAccessible, test as suite } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const test = mergeTests(suite, kit)

const example = join(import.meta.dirname, '../../examples/wagmi')
/** Anvil's first account, the test wallet's: it deployed the fixture tokens and holds them. */
const visitor: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let fixtures: Fixtures
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>wagmi host example</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async ({ node }) => {
  test.setTimeout(300_000)
  prepareExample(example)
  // Before any test's snapshot: every test starts with the tokens deployed.
  fixtures = await deployFixtures(node.rpcUrl)
  host = await servePage({
    script: { path: join(example, 'host/page.tsx') },
    html,
    config: { rpcUrl: node.rpcUrl, chainId: node.chainId, token: fixtures.usdc, receiver },
    connectSrc: [node.rpcUrl],
  })
})

test.afterAll(async () => {
  await host?.close()
})

const dialogOf = (page: Page) => page.locator('gangway-modal [role="dialog"]')

function balanceOf(chain: TestChain, address: Address) {
  return chain.client.readContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

test('wagmi’s connect opens Gangway’s modal, and useWriteContract sends with the wallet picked there', async ({
  page,
  wallet,
  chain,
  problems,
}) => {
  expect(wallet.address).toBe(visitor)
  await page.goto(host.url)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await connect(page, { wallet, button: 'Connect with wagmi' })

  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(visitor)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(chain.id))
  // Gangway's own button shows the same account.
  await expect(
    page.locator('[data-gangway-button]').getByRole('button', { name: /0xf39F/ }),
  ).toBeVisible()
  const dialog = dialogOf(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const before = await balanceOf(chain, receiver)
  await page.getByRole('button', { name: 'Send 1 token with useWriteContract' }).click()
  await expect(page.getByTestId('receipt')).toHaveText('success')
  expect((await balanceOf(chain, receiver)) - before).toBe(1_000_000n)
  // The wallet signed it: the dapp asked the wallet, not the node.
  expect(wallet.requests.map((request) => request.method)).toContain('eth_sendTransaction')
  await expectAccessible(page, 'wagmi host, connected')
  expect(problems).toEqual([])
})

test('a connection made with Gangway’s button is wagmi’s, and survives a reload without a prompt', async ({
  page,
  wallet,
}) => {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: wallet.info.name }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  const prompts = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length

  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(visitor)
  await expect(dialog).toBeHidden()
  expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(prompts)
})

test('disconnecting in wagmi disconnects Gangway, and disconnecting in Gangway’s Account reaches wagmi', async ({
  page,
  wallet,
}) => {
  await page.goto(host.url)
  const dialog = dialogOf(page)
  await connect(page, { wallet, button: 'Connect with wagmi' })
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(
    page.locator('[data-gangway-button]').getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible()

  await connect(page, { wallet, button: 'Connect with wagmi' })
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test('the visitor refusing in the wallet, or closing the modal, rejects wagmi’s connect', async ({
  page,
  wallet,
}) => {
  await page.goto(host.url)
  wallet.rejectNext()
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: wallet.info.name }).click()
  await expect(dialog.getByRole('heading', { name: 'Connection declined' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('alert')).toHaveText('UserRejectedRequestError')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
