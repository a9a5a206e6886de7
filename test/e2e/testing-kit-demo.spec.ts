// Gangway's own demo and modal, connected through gangway/testing's wallets: the kit's wallet is
// one more EIP-6963 wallet to the modal, picked by its name as a visitor picks it; the kit's
// WalletConnect wallet pairs with the link the modal offers beside its QR code.

import type { Page } from '@playwright/test'
import { anvilPrivateKeys } from 'gangway/testing'
import { connect, expect, test as kit, scanQrCode } from 'gangway/testing/playwright'
import { type Address, type Hex, verifyMessage } from 'viem'
import { type Demo, startDemo } from '../../demo/server.js'

const test = kit.extend<object, { demo: Demo }>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take an object pattern
    async ({}, use) => {
      const demo = await startDemo()
      await use(demo)
      await demo.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // The kit's chain is the demo's first anvil; the wallet knows its second too.
  rpcUrl: [async ({ demo }, use) => use(demo.config.networks[0]!.rpcUrl), { scope: 'worker' }],
  // The demo's page talks to the demo's relay (its `?wc`).
  relayUrl: [async ({ demo }, use) => use(demo.config.relayUrl), { scope: 'worker' }],
  walletConnectOptions: async ({ demo }, use) => {
    const [first, second] = demo.config.networks
    await use({
      privateKey: anvilPrivateKeys[1],
      chains: { [first!.id]: first!.rpcUrl, [second!.id]: second!.rpcUrl },
    })
  },
  walletOptions: async ({ demo }, use) => {
    const second = demo.config.networks[1]!
    // Anvil's second key: not the Demo Wallet's account, so what the page shows is ours.
    await use({
      privateKeys: [anvilPrivateKeys[1]],
      chains: [{ id: second.id, rpcUrl: second.rpcUrl }],
    })
  },
})

/** The modal shows the account; closed, the demo's "Sign message" gives a signature by it. */
async function expectAccountThenSign(page: Page, address: Address): Promise<void> {
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${address.slice(0, 6)}…${address.slice(-4)}`,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()
  const message = await page.getByLabel('Message to sign').inputValue()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveAttribute('title', /^0x[0-9a-f]{130}$/)
  expect(
    await verifyMessage({
      address,
      message,
      signature: (await signature.getAttribute('title')) as Hex,
    }),
  ).toBe(true)
}

test('the demo connects, signs and follows a chain switch through the kit’s wallet', async ({
  page,
  wallet,
  demo,
}) => {
  await page.goto(demo.url)
  await connect(page, { wallet })
  await expectAccountThenSign(page, wallet.address)

  wallet.switchChain(demo.config.networks[1]!.id)
  await expect(page.getByTestId('network')).toHaveText('Anvil Two')
  expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
})

test('the demo’s WalletConnect QR: the kit’s phone pairs with the copied link, signs and switches chain', async ({
  page,
  walletConnect,
  demo,
}) => {
  await page.goto(`${demo.url}?wc`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .locator('gangway-modal [role="dialog"]')
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  await scanQrCode(page, { wallet: walletConnect })
  await expectAccountThenSign(page, walletConnect.address)
  expect(walletConnect.requests).toContain('personal_sign')

  await walletConnect.switchChain(demo.config.networks[1]!.id)
  await expect(page.getByTestId('network')).toHaveText('Anvil Two')
})
