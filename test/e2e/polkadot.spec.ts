// Polkadot in a real browser: a small host page (bundled here with esbuild, served with a
// strict CSP) that enables only polkadot() and send(), an injected extension in the page
// (window.injectedWeb3) whose signer is the Node test wallet's (it signs with its own sr25519
// key, as the polkadot{.js} extension builds payloads), and the JSON-RPC test node on the real
// Polkadot metadata, which checks every signature. Keyboard only after the first click.

import { randomBytes } from 'node:crypto'
import { hexToU8a } from '@polkadot/util'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { polkadotRelay } from '../../chains/polkadot/index.js'
import { toAddress } from '../../chains/polkadot/ss58.js'
import { parseSiwxMessage, verifySiwx } from '../../plugins/siwx/server/index.js'
import { type PolkadotTestNode, startPolkadotNode } from '../support/polkadotNode.js'
import { createPolkadotTestWallet, type PolkadotTestWallet } from '../support/polkadotTestWallet.js'
import { startPolkadotWalletKit } from '../support/polkadotWalletKit.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const page = `
import { createGangway } from '../../index.js'
import { definePolkadotNetwork, polkadot, polkadotRelay } from '../../chains/polkadot/index.js'
import { send } from '../../plugins/send/index.js'
import { receive } from '../../plugins/receive/index.js'
import { getSiwx, siwx } from '../../plugins/siwx/index.js'

async function main() {
  const config = await (await fetch('/config.json')).json()
  const query = new URLSearchParams(location.search)
  // ?locked: the extension fails its first enable (locked), ?unplugged its first signRaw (a
  // Ledger behind it): wallet failures that are not the visitor's refusal.
  let locked = query.has('locked')
  let unplugged = query.has('unplugged')
  const extension = {
    accounts: { get: async () => [{ address: config.address, name: 'Test', type: 'sr25519' }] },
    signer: {
      signPayload: (payload) => window.polkadotTestSignPayload(payload),
      signRaw: async (raw) => {
        if (unplugged) { unplugged = false; throw new Error('Ledger: device unplugged') }
        return window.polkadotTestSignRaw(raw)
      },
    },
  }
  const enable = async () => {
    if (locked) { locked = false; throw new Error('The extension is locked') }
    return extension
  }
  window.injectedWeb3 = { 'gangway-test': { version: '1', enable } }
  // A host-defined network (its own genesis, the generic SS58 prefix 42) on a second node.
  const local = definePolkadotNetwork({
    genesisHash: config.localGenesis, name: 'Gangway Local', ss58Prefix: 42,
    nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 }, rpcUrl: config.localRpcUrl,
  })
  const gangway = createGangway({
    metadata: { name: 'Polkadot e2e', url: location.origin },
    locale: query.get('locale') ?? undefined,
    chains: [polkadot({ networks: [polkadotRelay, local], rpcUrls: { [polkadotRelay.caipNetworkId]: config.rpcUrl } })],
    plugins: [send(), receive(), ...(location.search.includes('siwx') ? [siwx({ required: true, statement: 'Sign in to the Polkadot e2e page' })] : [])],
    // ?wc: WalletConnect through the spec's local relay (no Verify offline).
    walletConnect: query.has('wc') ? { projectId: 'gangway-e2e', relayUrl: config.relayUrl } : undefined,
  })
  const $ = (id) => document.getElementById(id)
  gangway.on('statusChanged', ({ status }) => { $('status').textContent = status })
  $('status').textContent = gangway.kernel.connections.getStatus('polkadot')
  $('open').addEventListener('click', () => gangway.open())
  $('session').addEventListener('click', async () => {
    const session = await getSiwx(gangway.kernel).getSession()
    $('signed-in').textContent = session ? JSON.stringify({ message: session.message, signature: session.signature }) : 'none'
  })
}
void main()
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polkadot e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<button id="session" type="button">Show session</button>
<p>Status: <span id="status" data-testid="status"></span></p>
<p>Session: <output id="signed-in" data-testid="signed-in"></output></p>
</main></body></html>`

const dot = 10_000_000_000n
let node: PolkadotTestNode
let localNode: PolkadotTestNode
const localGenesis = `0x${'4a'.repeat(32)}` as const
let served: ServedPage
let relay: Relay
let wallet: PolkadotTestWallet
const recipientKey = randomBytes(32)
const recipient = toAddress(recipientKey, 0)

test.beforeAll(async () => {
  ;[node, localNode, relay] = await Promise.all([
    startPolkadotNode(),
    startPolkadotNode({ genesisHash: localGenesis }),
    startRelay({ pingInterval: 2_000 }),
  ])
  wallet = createPolkadotTestWallet({ registry: node.registry, seed: randomBytes(32) })
  node.setAccount(wallet.publicKey, { free: 25n * dot, reserved: 2n * dot, frozen: 2n * dot })
  // 7 UNIT (12 decimals) on the local network, whose deposit is the runtime's 10^10: 0.01 UNIT.
  localNode.setAccount(wallet.publicKey, { free: 7_000_000_000_000n })
  served = await servePage({
    script: { contents: page },
    html,
    config: {
      rpcUrl: node.url,
      localRpcUrl: localNode.url,
      localGenesis,
      address: wallet.address,
      relayUrl: relay.url,
    },
    connectSrc: [node.url, localNode.url, relay.url],
  })
})

test.afterAll(async () => {
  await served?.close()
  await Promise.all([node?.stop(), localNode?.stop(), relay?.stop()])
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
  // 24 DOT + the fee fits in the 25 transferable but would take the deposit: the form names
  // the deposit and the most that can go, not 'Insufficient funds'.
  await dialog.getByLabel('Amount').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('24')
  await dialog.getByLabel('To', { exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert').filter({ hasText: 'existential' })).toHaveText(
    'The account would keep less than its existential deposit of 1 DOT: send at most 23.85 DOT.',
  )
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true')
  await dialog.screenshot({ path: test.info().outputPath('polkadot-deposit.png') })
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

const exposeSigner = async (page: import('@playwright/test').Page) => {
  await page.exposeFunction(
    'polkadotTestSignPayload',
    (payload: { version: number; address: string }) => wallet.extension.signer.signPayload(payload),
  )
  await page.exposeFunction('polkadotTestSignRaw', (raw: { data: string }) =>
    wallet.extension.signer.signRaw(raw),
  )
}

test('by keyboard, in German: a locked extension’s failure in German, retried; switches to a host-defined network — the same key with its SS58 prefix, the balance from that network', async ({
  page,
  dialog,
  problems,
}) => {
  await exposeSigner(page)
  await page.goto(`${served.url}?locale=de&locked`)
  await page.getByRole('button', { name: 'Open Gangway' }).focus()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: /gangway-test/ }).focus()
  await page.keyboard.press('Enter')
  // The chain's WalletRequestError in the visitor's language (gangway/ui's describeError), not
  // its English nor the extension's own words.
  await expect(dialog.getByRole('heading', { name: 'Verbindung fehlgeschlagen' })).toBeVisible()
  await expect(dialog.locator('.error-text')).toHaveText(
    'Die Wallet konnte die Anfrage nicht ausführen.',
  )
  await dialog.screenshot({ path: test.info().outputPath('polkadot-connect-failed-de.png') })
  await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('status')).toHaveText('connected')
  const onPolkadot = toAddress(hexToU8a(wallet.publicKey), 0)
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${onPolkadot.slice(0, 6)}…${onPolkadot.slice(-4)}`,
  )
  await dialog.locator('button[data-view="Networks"]').focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Networks')
  await expectAccessible(page, 'Networks (polkadot)')
  await dialog.getByRole('button', { name: /Gangway Local/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const onLocal = toAddress(hexToU8a(wallet.publicKey), 42)
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${onLocal.slice(0, 6)}…${onLocal.slice(-4)}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText('6,99 UNIT')
  expect(localNode.calls).toContain('state_getStorage')
  expect(problems).toEqual([])
})

test('by keyboard: a required sign-in with Polkadot (CAIP-122, <Bytes>-wrapped sr25519) verifies on the server', async ({
  page,
  dialog,
  problems,
}) => {
  await exposeSigner(page)
  await page.goto(`${served.url}?siwx&unplugged`)
  await page.getByRole('button', { name: 'Open Gangway' }).focus()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: /gangway-test/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
  await expectAccessible(page, 'SIWXSignMessage (polkadot)')
  const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
  await sign.focus()
  await page.keyboard.press('Enter')
  // The wallet failed (it did not refuse): the chain's reason, from its catalogue.
  await expect(dialog.getByText(/^Signature declined/)).toHaveText(
    'Signature declined: The wallet could not complete the request.',
  )
  await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
  await expect(sign).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Show session' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('signed-in')).toHaveText(/^\{/)
  const { message: signed, signature } = JSON.parse(
    (await page.getByTestId('signed-in').textContent())!,
  ) as { message: string; signature: string }
  const data = parseSiwxMessage(signed)
  expect(signed.split('\n')[0]).toBe(
    `${new URL(served.url).host} wants you to sign in with your Polkadot account:`,
  )
  expect(data).toMatchObject({
    accountAddress: toAddress(hexToU8a(wallet.publicKey), 0),
    chainId: polkadotRelay.caipNetworkId,
  })
  const verify = (message: string) =>
    verifySiwx({ message, signature, domain: new URL(served.url).host, nonce: data.nonce })
  await expect(verify(signed)).resolves.toMatchObject({ valid: true })
  await expect(
    verify(signed.replace('Sign in to the Polkadot e2e page', 'Send everything')),
  ).resolves.toMatchObject({ valid: false })
  expect(wallet.requests).toContain('signRaw')
  expect(problems).toEqual([])
})

test('by keyboard: a WalletConnect wallet (WalletKit on the local relay, polkadot namespace) → Account with its address and transferable DOT', async ({
  page,
  dialog,
  problems,
}) => {
  const phone = await startPolkadotWalletKit({
    relayUrl: relay.url,
    registry: node.registry,
    seed: randomBytes(32),
  })
  try {
    node.setAccount(phone.wallet.publicKey, { free: 5n * dot })
    await page.goto(`${served.url}?wc`)
    await page.getByRole('button', { name: 'Open Gangway' }).focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: /WalletConnect/ }).focus()
    await page.keyboard.press('Enter')
    const qr = dialog.getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-uri', /^wc:/)
    await phone.pair((await qr.getAttribute('data-uri'))!)
    await expect(page.getByTestId('status')).toHaveText('connected')
    const address = toAddress(hexToU8a(phone.wallet.publicKey), 0)
    await expect(dialog.getByTestId('account-address')).toHaveText(
      `${address.slice(0, 6)}…${address.slice(-4)}`,
    )
    // 5 DOT free, read from the node for the session's account: all but the 1 DOT deposit.
    await expect(dialog.getByTestId('account-balance')).toHaveText('4 DOT')
    await dialog.screenshot({ path: test.info().outputPath('polkadot-walletconnect-account.png') })
    expect(problems).toEqual([])
  } finally {
    await phone.stop()
  }
})
