// Names end to end (issue 21): a host page with a strict CSP, anvil with the minimal ENS
// contracts (registry, public resolver, reverse registrar, universal resolver, and an
// off-chain resolver for dapp.eth pointing at the secure site's CCIP-Read gateway), and the
// secure site's name service in-process on PGlite. The visitor registers visitor.dapp.eth,
// sees it on Account and the ConnectButton, and sends to an ENS name.
import { fileURLToPath } from 'node:url'
import type { TestSecureSite } from '@gangway/secure-site/testing'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { toCoinType } from '../../chains/eip155/toCoinType.js'
import { type Anvil, deployFixtures, startAnvil, testPrivateKeys } from '../support/anvil.js'
import {
  claimName,
  deployEns,
  deployOffchainResolver,
  type EnsDeployment,
  setRecords,
} from '../support/ens.js'
import { expect, expectAccessible, rpc, snap } from './fixtures.js'
import type { NamesPageConfig } from './pages/names.js'
import { test } from './secureSite.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337
const [deployerKey, visitorKey] = testPrivateKeys
const bob = privateKeyToAccount(generatePrivateKey())
const signerKey = generatePrivateKey()

let anvil: Anvil
let ens: EnsDeployment
let site: TestSecureSite
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Names e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async ({ secureSite }) => {
  test.setTimeout(180_000)
  site = secureSite
  anvil = await startAnvil({ chainId })
  await deployFixtures(anvil.rpcUrl)
  ens = await deployEns(anvil.rpcUrl, { deployer: deployerKey, chainId })
  const config: NamesPageConfig = {
    rpcUrl: anvil.rpcUrl,
    chainId,
    privateKey: visitorKey,
    namesUrl: `${site.url}/names`,
    parent: 'dapp.eth',
    universalResolver: ens.universalResolver,
  }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/names.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, site.url],
  })
  await site.start({
    allowedOrigins: [new URL(host.url).origin],
    names: { parent: 'dapp.eth', signerKey, perAddress: 1, rateLimit: 100, answerTtlSeconds: 300 },
  })
  await deployOffchainResolver(anvil.rpcUrl, ens, {
    deployer: deployerKey,
    parent: 'dapp.eth',
    gatewayUrl: `${site.url}/names/v1/gateway`,
    signers: [privateKeyToAccount(signerKey).address],
  })
  // bob.eth: an ENS name for every EVM chain (ENSIP-19 default address), to send to.
  const deployer = privateKeyToAccount(deployerKey)
  await claimName(anvil.rpcUrl, ens, {
    deployer: deployerKey,
    name: 'bob.eth',
    owner: deployer.address,
  })
  await setRecords(anvil.rpcUrl, ens, {
    ownerKey: deployerKey,
    name: 'bob.eth',
    defaultAddress: bob.address,
  })
  // A name someone else holds already.
  const message = JSON.stringify({ name: 'taken.dapp.eth', attributes: {}, timestamp: Date.now() })
  const response = await fetch(`${site.url}/names/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(host.url).origin },
    body: JSON.stringify({
      coin_type: toCoinType(chainId),
      address: deployer.address,
      message,
      signature: await deployer.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
})

test.afterAll(async () => {
  await host?.close()
  await anvil?.stop()
})

test('register a name with the keyboard → success → the name on Account and the ConnectButton', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Name', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'RegisterAccountName')
  const field = dialog.getByRole('textbox', { name: 'Name' })
  await expect(field).toBeFocused()
  const status = dialog.getByTestId('name-status')

  // SPEC §5: 3 characters are refused before any request; a confusable name with its reason.
  await page.keyboard.type('abc')
  await expect(status).toHaveText('Use letters, digits or hyphen, at least 4 characters')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('p\u0430ypal')
  await expect(status).toHaveText(/^Invalid name: .+/)
  // Taken: the service's suggestions, one of which fills the field.
  await field.fill('taken')
  await expect(status).toHaveText('taken.dapp.eth is already taken')
  const suggestions = dialog.getByRole('group', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button').first()).toHaveText('taken-1.dapp.eth')
  await expectAccessible(page, 'RegisterAccountName (taken)')
  await snap(page, 'names-register-taken')
  // The suggestions lookup fails (the service unreachable for it): SPEC §8's message, and the
  // name still reads as taken.
  await page.route('**/suggestions/**', (route) => route.abort('connectionfailed'))
  await field.fill('')
  await field.fill('taken')
  await expect(status).toHaveText('taken.dapp.eth is already taken')
  await expect(dialog.getByTestId('name-suggestions-failed')).toHaveText(
    'Error fetching name suggestions',
  )
  await expect(dialog.getByRole('group', { name: 'Suggestions' })).toHaveCount(0)
  await page.unroute('**/suggestions/**')

  await field.fill('')
  await page.keyboard.type('visitor')
  await expect(status).toHaveText('visitor.dapp.eth is available')
  await expectAccessible(page, 'RegisterAccountName (available)')
  await snap(page, 'names-register-available')
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'RegisterAccountNameSuccess')
  await expect(dialog.getByTestId('name-success')).toHaveText(
    'visitor.dapp.eth now points to your address.',
  )
  const done = dialog.getByRole('button', { name: 'Back to account' })
  await expect(done).toBeFocused()
  await expectAccessible(page, 'RegisterAccountNameSuccess')
  await snap(page, 'names-register-success')
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-name')).toHaveText('visitor.dapp.eth')
  await snap(page, 'names-account')
  await page.keyboard.press('Escape')
  await expect(page.locator('.gw-cb-account')).toContainText('visitor.dapp.eth')
  await snap(page, 'names-connect-button')
  expect(problems).toEqual([])
})

test('send to an ENS name: the resolved address before confirming; an unknown name is an inline error', async ({
  page,
  dialog,
}) => {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('button', { name: /Demo Wallet/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('button', { name: 'Select token' }).click()
  await dialog.getByRole('button', { name: /Ether/ }).click()
  await dialog.getByLabel('Amount').fill('0.5')

  await dialog.getByLabel('To', { exact: true }).fill('nobody.eth')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: /\w/ })).toHaveText(
    'No address found for this name',
  )
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  // ENSIP-15: a confusable name is refused with the reason, not looked up.
  await dialog.getByLabel('To', { exact: true }).fill('p\u0430ypal.eth')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: /\w/ })).toHaveText(
    /^Invalid name: .*(mixture|confusable)/i,
  )
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')

  await dialog.getByLabel('To', { exact: true }).fill('bob.eth')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  const receiver = dialog.getByTestId('preview-receiver')
  await expect(receiver).toHaveAttribute('title', bob.address)
  await expect(receiver).toContainText('bob.eth')
  await expectAccessible(page, 'WalletSendPreview to a name')
  await snap(page, 'names-send-preview')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect
    .poll(async () =>
      BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [bob.address, 'latest'])),
    )
    .toBe(parseEther('0.5'))
})
