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

/**
 * A browser extension stand-in, injected before the page loads as an extension's content
 * script is: it announces itself through EIP-6963 and hands requests to anvil, which signs
 * for its unlocked development accounts.
 */
async function installWallet(page: Page) {
  await page.addInitScript(
    ({ rpcUrl, chainId, address }) => {
      let id = 0
      const provider = {
        async request({ method, params }: { method: string; params?: unknown }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address]
          if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
          if (method === 'wallet_switchEthereumChain' || method === 'wallet_revokePermissions')
            return null
          const response = await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
          })
          const body = (await response.json()) as { result?: unknown; error?: { message: string } }
          if (body.error) throw Object.assign(new Error(body.error.message), body.error)
          return body.result
        },
        on() {},
        removeListener() {},
      }
      const info = {
        uuid: '1f0b6c2e-4b8f-4a57-9d43-2b9a2e1f7c11',
        name: 'Local Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23335cff"/%3E%3C/svg%3E',
        rdns: 'dev.gangway.local',
      }
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({ info, provider }),
          }),
        )
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    { rpcUrl: anvil.rpcUrl, chainId, address: visitor },
  )
}

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
  await installWallet(page)
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
  await installWallet(page)
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
  await installWallet(page)
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
  await installWallet(page)
  await page.goto(host.url)
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  const dialog = dialogOf(page)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alert')).toHaveText('UserRejectedRequestError')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
