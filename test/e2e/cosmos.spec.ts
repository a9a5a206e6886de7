// Cosmos in a real browser: a small host page (bundled with esbuild, strict CSP) that enables
// only cosmos() on a local chain, a Keplr-compatible wallet injected into the page that signs
// with a key it holds (secp256k1 in the page), and the LCD test server that checks each
// transaction's signature before it moves coins. Keyboard only.
import { secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { type Relay, startRelay, startWalletConnectWallet } from 'gangway/testing/walletconnect'
import { cosmosVerifier, parseSiwxMessage, verifySiwx } from '../../plugins/siwx/server/index.js'
import { addressOf, type CosmosLcdServer, startCosmosLcd } from '../support/cosmosLcd.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const privateKey = new Uint8Array(32).fill(21)
const address = addressOf(secp256k1.getPublicKey(privateKey, true), 'cosmos')
// The same key on the second chain, whose bech32 prefix is osmo.
const osmoAddress = addressOf(secp256k1.getPublicKey(privateKey, true), 'osmo')
const recipient = addressOf(secp256k1.getPublicKey(new Uint8Array(32).fill(22), true), 'cosmos')
const message = 'Hello from Gangway'

const page = `
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { createGangway } from '../../index.js'
import { cosmos, defineNetwork } from '../../chains/cosmos/index.js'
import { adr36SignDoc } from '../../chains/cosmos/adr36.js'
import { signDoc } from '../../chains/cosmos/protobuf.js'
import { send } from '../../plugins/send/index.js'
import { receive } from '../../plugins/receive/index.js'
import { getSiwx, siwx } from '../../plugins/siwx/index.js'

const sorted = (value) => Array.isArray(value) ? '[' + value.map(sorted).join(',') + ']'
  : value && typeof value === 'object' ? '{' + Object.keys(value).sort().map((k) => JSON.stringify(k) + ':' + sorted(value[k])).join(',') + '}'
  : JSON.stringify(value)

async function main() {
  const config = await (await fetch('/config.json')).json()
  const key = hex.decode(config.privateKey)
  const publicKey = secp256k1.getPublicKey(key, true)
  const sign = async (bytes) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    return {
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) },
      signature: base64.encode(secp256k1.sign(digest, key).toCompactRawBytes()),
    }
  }
  const known = {}
  // A Keplr-compatible extension: it knows no chain until the page suggests one.
  window.keplr = {
    async experimentalSuggestChain(info) { known[info.chainId] = info.bech32Config.bech32PrefixAccAddr },
    async enable(id) { if (!known[id]) throw new Error('There is no chain info for ' + id) },
    async getKey(id) { return { bech32Address: config.addresses[id], pubKey: publicKey, algo: 'secp256k1', name: 'Test' } },
    async signDirect(chainId, signer, doc) {
      return { signed: doc, signature: await sign(signDoc({ ...doc, chainId })) }
    },
    async signArbitrary(chainId, signer, data) {
      return sign(new TextEncoder().encode(sorted(adr36SignDoc(signer, data))))
    },
  }
  const localnet = defineNetwork({
    id: 'gangway-1', name: 'Gangway Local', bech32Prefix: 'cosmos', denom: 'ustake',
    gasPrice: 0.025, suggest: true, restUrls: [config.lcdUrl],
    nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
  })
  // A second host-defined chain with another bech32 prefix, on its own LCD.
  const osmoLocal = defineNetwork({
    id: 'osmo-local-1', name: 'Osmosis Local', bech32Prefix: 'osmo', denom: 'uosmo',
    gasPrice: 0.025, suggest: true, restUrls: [config.osmoLcdUrl],
    nativeCurrency: { name: 'Osmo', symbol: 'OSMO', decimals: 6 },
  })
  const gangway = createGangway({
    metadata: { name: 'Cosmos e2e', url: location.origin },
    chains: [cosmos({ networks: [localnet, osmoLocal] })],
    // ?wc: WalletConnect through the spec's local relay (no Verify offline).
    walletConnect: location.search.includes('wc') ? { projectId: 'gangway-e2e', relayUrl: config.relayUrl } : undefined,
    plugins: [send(), receive(), ...(location.search.includes('siwx') ? [siwx({ required: true, statement: 'Sign in to the Cosmos e2e page' })] : [])],
  })
  const $ = (id) => document.getElementById(id)
  const show = (id, text) => { $(id).textContent = text }
  gangway.on('statusChanged', ({ status }) => show('status', status))
  show('status', gangway.kernel.connections.getStatus('cosmos'))
  $('open').addEventListener('click', () => gangway.open())
  $('sign').addEventListener('click', async () => {
    try {
      const connection = gangway.kernel.connections.get('cosmos')
      const signature = await (await gangway.kernel.chains.load('cosmos')).signMessage({
        connectorId: connection.connector.id, address: connection.address, message: config.message,
      })
      show('signature', signature)
    } catch (error) {
      show('error', error.name + ': ' + error.shortMessage)
    }
  })
  $('session').addEventListener('click', async () => {
    const session = await getSiwx(gangway.kernel).getSession()
    show('signed-in', session ? JSON.stringify({ message: session.message, signature: session.signature }) : 'none')
  })
}
void main()
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cosmos e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<button id="sign" type="button">Sign message</button>
<button id="session" type="button">Show session</button>
<p>Status: <span id="status" data-testid="status"></span></p>
<p>Signature: <output id="signature" data-testid="signature"></output></p>
<p>Error: <output id="error" data-testid="error"></output></p>
<p>Session: <output id="signed-in" data-testid="signed-in"></output></p>
</main></body></html>`

let lcd: CosmosLcdServer
let osmoLcd: CosmosLcdServer
let relay: Relay
let served: ServedPage

test.beforeAll(async () => {
  ;[lcd, osmoLcd, relay] = await Promise.all([
    startCosmosLcd({ chainId: 'gangway-1', denom: 'ustake' }),
    startCosmosLcd({ chainId: 'osmo-local-1', denom: 'uosmo' }),
    startRelay({ pingInterval: 2_000 }),
  ])
  lcd.fund(address, 5_250_000n)
  osmoLcd.fund(osmoAddress, 4_000_000n)
  served = await servePage({
    script: { contents: page },
    html,
    config: {
      lcdUrl: lcd.url,
      osmoLcdUrl: osmoLcd.url,
      relayUrl: relay.url,
      privateKey: hex.encode(privateKey),
      addresses: { 'gangway-1': address, 'osmo-local-1': osmoAddress },
      message,
    },
    connectSrc: [lcd.url, osmoLcd.url, relay.url],
  })
})

test.afterAll(async () => {
  await served?.close()
  await Promise.all([lcd?.stop(), osmoLcd?.stop(), relay?.stop()])
})

test('by keyboard: connect Keplr (host-defined chain suggested) → balance → send → switch chain (osmo prefix) → receive → sign a message', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Open Gangway' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  // The extension and the bundled directory's Keplr (declared by cosmos()) are one row.
  await expect(dialog.getByRole('button', { name: /Keplr/ })).toHaveCount(1)
  const keplr = dialog.getByRole('button', { name: /Keplr/ })
  await keplr.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${address.slice(0, 6)}…${address.slice(-4)}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText('5.25 STAKE')

  // Send: amount, coin, receiver; the fee is the simulated gas at the network's gas price.
  await dialog.getByRole('button', { name: 'Send', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Amount')).toBeFocused()
  await page.keyboard.type('1.5')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const coin = dialog.getByRole('group', { name: 'Choose a token to send' }).getByRole('button', {
    name: /Stake/,
  })
  await coin.focus()
  await page.keyboard.press('Enter')
  await dialog.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(recipient)
  await expect(dialog.getByTestId('send-fee')).toHaveText(/^0\.00\d+ STAKE$/)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('1.5 STAKE')
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => lcd.balance(recipient)).toBe(1_500_000n)
  expect(lcd.included[0]).toMatchObject({ from: address, to: recipient, signatureValid: true })
  expect(lcd.rejections).toEqual([])

  // Switch to the osmo chain: the wallet is asked for it, the same key takes its prefix, the
  // balance is that chain's LCD's.
  await dialog.locator('button[data-view="Networks"]').focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Networks')
  await dialog.getByRole('button', { name: /Osmosis Local/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${osmoAddress.slice(0, 6)}…${osmoAddress.slice(-4)}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText('4 OSMO')
  expect(osmoLcd.requests).toContain(`GET /cosmos/bank/v1beta1/balances/${osmoAddress}`)

  // Receive: the osmo address as text and a QR code.
  await dialog.getByRole('button', { name: 'Receive', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletReceive')
  await expect(dialog.getByTestId('receive-address')).toHaveText(osmoAddress)
  await expectAccessible(page, 'WalletReceive (cosmos)')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Sign a message (ADR-36); the server-side verifier accepts it, and only for that text.
  await page.getByRole('button', { name: 'Sign message' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('signature')).not.toBeEmpty()
  const signature = (await page.getByTestId('signature').textContent())!
  const verify = (text: string) =>
    cosmosVerifier().verify({
      message: text,
      signature,
      data: { accountAddress: osmoAddress },
    } as Parameters<ReturnType<typeof cosmosVerifier>['verify']>[0])
  expect(await verify(message)).toBe(true)
  expect(await verify(`${message}.`)).toBe(false)
  expect(problems).toEqual([])
})

test('by keyboard: a required sign-in with Cosmos (CAIP-122, ADR-36) verifies on the server', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(`${served.url}?siwx`)
  await page.getByRole('button', { name: 'Open Gangway' }).focus()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: /Keplr/ }).first().focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'SIWXSignMessage')
  await expectAccessible(page, 'SIWXSignMessage (cosmos)')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).focus()
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
    `${new URL(served.url).host} wants you to sign in with your Cosmos account:`,
  )
  expect(data).toMatchObject({ accountAddress: address, chainId: 'cosmos:gangway-1' })
  const result = await verifySiwx({
    message: signed,
    signature,
    domain: new URL(served.url).host,
    nonce: data.nonce,
  })
  expect(result).toMatchObject({ valid: true })
  expect(problems).toEqual([])
})

test('by keyboard: a WalletConnect wallet (WalletKit on the local relay, cosmos namespace) → Account with its address and balance', async ({
  page,
  dialog,
  problems,
}) => {
  const phone = await startWalletConnectWallet({
    relayUrl: relay.url,
    chains: {},
    cosmos: { privateKey: new Uint8Array(32).fill(23) },
  })
  try {
    const phoneAddress = phone.cosmosAddress()
    lcd.fund(phoneAddress, 2_000_000n)
    await page.goto(`${served.url}?wc`)
    await page.getByRole('button', { name: 'Open Gangway' }).focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: /WalletConnect/ }).focus()
    await page.keyboard.press('Enter')
    const qr = dialog.getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-uri', /^wc:/)
    await phone.pair((await qr.getAttribute('data-uri'))!)
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(dialog.getByTestId('account-address')).toHaveText(
      `${phoneAddress.slice(0, 6)}…${phoneAddress.slice(-4)}`,
    )
    await expect(dialog.getByTestId('account-balance')).toHaveText('2 STAKE')
    await dialog.screenshot({ path: test.info().outputPath('cosmos-walletconnect-account.png') })
    expect(phone.requests).toContain('cosmos_getAccounts')
    expect(problems).toEqual([])
  } finally {
    await phone.stop()
  }
})
