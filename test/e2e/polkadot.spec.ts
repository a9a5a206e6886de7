// Polkadot in a real browser: a small host page (bundled here with esbuild, served with a
// strict CSP) that enables only polkadot() and send(), an injected extension in the page
// (window.injectedWeb3) whose signer is the Node test wallet's (it signs with its own sr25519
// key, as the polkadot{.js} extension builds payloads), and the JSON-RPC test node on the real
// Polkadot metadata, which checks every signature. Keyboard only after the first click.

import { randomBytes } from 'node:crypto'
import { hexToU8a } from '@polkadot/util'
import { toAddress } from '../../chains/polkadot/ss58.js'
import { type PolkadotTestNode, startPolkadotNode } from '../support/polkadotNode.js'
import { createPolkadotTestWallet, type PolkadotTestWallet } from '../support/polkadotTestWallet.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const page = `
import { createGangway } from '../../index.js'
import { polkadot, polkadotRelay } from '../../chains/polkadot/index.js'
import { send } from '../../plugins/send/index.js'
import { receive } from '../../plugins/receive/index.js'

async function main() {
  const config = await (await fetch('/config.json')).json()
  const extension = {
    accounts: { get: async () => [{ address: config.address, name: 'Test', type: 'sr25519' }] },
    signer: {
      signPayload: (payload) => window.polkadotTestSignPayload(payload),
      signRaw: (raw) => window.polkadotTestSignRaw(raw),
    },
  }
  window.injectedWeb3 = { 'gangway-test': { version: '1', enable: async () => extension } }
  const gangway = createGangway({
    metadata: { name: 'Polkadot e2e', url: location.origin },
    chains: [polkadot({ networks: [polkadotRelay], rpcUrls: { [polkadotRelay.caipNetworkId]: config.rpcUrl } })],
    plugins: [send(), receive()],
  })
  const $ = (id) => document.getElementById(id)
  gangway.on('statusChanged', ({ status }) => { $('status').textContent = status })
  $('status').textContent = gangway.kernel.connections.getStatus('polkadot')
  $('open').addEventListener('click', () => gangway.open())
}
void main()
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polkadot e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<p>Status: <span id="status" data-testid="status"></span></p>
</main></body></html>`

const dot = 10_000_000_000n
let node: PolkadotTestNode
let served: ServedPage
let wallet: PolkadotTestWallet
const recipientKey = randomBytes(32)
const recipient = toAddress(recipientKey, 0)

test.beforeAll(async () => {
  node = await startPolkadotNode()
  wallet = createPolkadotTestWallet({ registry: node.registry, seed: randomBytes(32) })
  node.setAccount(wallet.publicKey, { free: 25n * dot, reserved: 2n * dot, frozen: 2n * dot })
  served = await servePage({
    script: { contents: page },
    html,
    config: { rpcUrl: node.url, address: wallet.address },
    connectSrc: [node.url],
  })
})

test.afterAll(async () => {
  await served?.close()
  await node?.stop()
})

test('a visitor connects an extension, sees the transferable DOT, receives and sends DOT by keyboard', async ({
  page,
  dialog,
  problems,
}) => {
  await page.exposeFunction(
    'polkadotTestSignPayload',
    (payload: { version: number; address: string }) => wallet.extension.signer.signPayload(payload),
  )
  await page.exposeFunction('polkadotTestSignRaw', (raw: { data: string }) =>
    wallet.extension.signer.signRaw(raw),
  )
  await page.goto(served.url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Open Gangway' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const walletButton = dialog.getByRole('button', { name: /gangway-test/ })
  await walletButton.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('status')).toHaveText('connected')

  const address = toAddress(hexToU8a(wallet.publicKey), 0)
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${address.slice(0, 6)}…${address.slice(-4)}`,
  )
  // 25 free, 2 frozen, all covered by the 2 reserved: a keep-alive transfer moves all but
  // Polkadot's existential deposit of 1 DOT.
  await expect(dialog.getByTestId('account-balance')).toHaveText('24 DOT')
  const detail = dialog.getByRole('region', { name: 'Balance details' })
  await expect(detail.locator('dt')).toHaveText([
    'Free',
    'Reserved',
    'Frozen',
    'Existential deposit',
  ])
  await expect(detail.locator('dd')).toHaveText(['25 DOT', '2 DOT', '2 DOT', '1 DOT'])
  await dialog.screenshot({ path: test.info().outputPath('polkadot-account.png') })

  // Receive: the address with Polkadot's prefix, as text and as a QR code.
  await dialog.getByRole('button', { name: 'Receive', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletReceive')
  await expect(dialog.getByTestId('receive-address')).toHaveText(address)
  await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toHaveAttribute(
    'data-qr-value',
    address,
  )
  await dialog.getByRole('button', { name: 'Back' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account')

  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await page.keyboard.type('1.5')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Select token' })).toBeFocused()
  await page.keyboard.press('Enter')
  const coin = dialog.getByRole('group', { name: 'Choose a token to send' }).getByRole('button', {
    name: /Polkadot/,
  })
  await coin.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: /Token: DOT/ })).toBeVisible()
  await dialog.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(recipient)
  // The fee comes from TransactionPaymentApi_query_info on the transfer as it will be sent.
  await expect(dialog.getByTestId('send-fee')).toHaveText('0.15 DOT')
  // Max leaves the existential deposit and the fee: 24 − 0.15.
  await dialog.getByRole('button', { name: 'Max' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Amount')).toHaveValue('23.85')
  await dialog.getByLabel('Amount').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('1.5')
  await dialog.getByLabel('To', { exact: true }).focus()
  await expectAccessible(page, 'WalletSend (polkadot)')
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('1.5 DOT')
  const confirm = dialog.getByRole('button', { name: 'Send', exact: true })
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect
    .poll(() => node.account(`0x${recipientKey.toString('hex')}`).free)
    .toBe((15n * dot) / 10n)
  expect(node.refused).toEqual([])
  expect(wallet.requests).toContain('signPayload')
  expect(problems).toEqual([])
})
