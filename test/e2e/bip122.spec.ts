// Bitcoin in a real browser: a small host page (bundled here with esbuild, served with a
// strict CSP) that enables only bip122() on regtest, the Wallet Standard test wallet
// registered in the page, and the in-memory Esplora server. The shared demo stays EVM-only.

import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import { bitcoinRegtest } from '../../chains/bip122/index.js'
import { bip122Verifier } from '../../plugins/siwx/server/index.js'
import { type EsploraServer, startEsplora } from '../support/esplora.js'
import { expect, expectAccessible, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const recipientKey = '00000000000000000000000000000000000000000000000000000000000000c3'
const message = 'Hello from Gangway'

const page = `
import { createGangway } from '../../index.js'
import { bip122, bitcoinRegtest } from '../../chains/bip122/index.js'
import { send } from '../../plugins/send/index.js'
import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'

async function main() {
  const config = await (await fetch('/config.json')).json()
  const authorizedKey = 'bip122-e2e/authorized'
  const testWallet = createBitcoinTestWallet({
    network: 'regtest',
    authorized: localStorage.getItem(authorizedKey) === '1',
  })
  const connect = testWallet.standard.features['bitcoin:connect']
  const original = connect.connect
  connect.connect = async (input) => {
    const output = await original(input)
    if (output.accounts.length) localStorage.setItem(authorizedKey, '1')
    return output
  }
  testWallet.register()
  const gangway = createGangway({
    metadata: { name: 'Bitcoin e2e', url: location.origin },
    chains: [bip122({ networks: [bitcoinRegtest], esploraUrl: config.esploraUrl })],
    plugins: [send()],
    locale: new URLSearchParams(location.search).get('locale') ?? undefined,
  })
  const $ = (id) => document.getElementById(id)
  const show = (id, text) => { $(id).textContent = text }
  gangway.on('statusChanged', ({ status }) => show('status', status))
  show('status', gangway.kernel.connections.getStatus('bip122'))
  $('open').addEventListener('click', () => gangway.open())
  const adapter = () => gangway.kernel.chains.load('bip122')
  const connection = () => gangway.kernel.connections.get('bip122')
  $('sign').addEventListener('click', async () => {
    try {
      const signature = await (await adapter()).signMessage({
        connectorId: connection().connector.id,
        address: connection().address,
        message: config.message,
      })
      show('signature', signature)
    } catch (error) {
      show('error', error.name + ': ' + error.shortMessage)
    }
  })
  $('send').addEventListener('click', async () => {
    try {
      const txid = await (await adapter()).sendTransfer({
        connectorId: connection().connector.id,
        to: config.recipient,
        amount: BigInt(config.amount),
      })
      show('sent', txid)
    } catch (error) {
      show('error', error.name + ': ' + error.shortMessage)
    }
  })
  $('reject').addEventListener('click', () => testWallet.rejectNext())
}
void main()
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bitcoin e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<button id="sign" type="button">Sign message</button>
<button id="send" type="button">Send BTC</button>
<button id="reject" type="button">Reject next</button>
<p>Status: <span id="status" data-testid="status"></span></p>
<p>Signature: <output id="signature" data-testid="signature"></output></p>
<p>Sent: <output id="sent" data-testid="sent"></output></p>
<p>Error: <output id="error" data-testid="error"></output></p>
</main></body></html>`

let esplora: EsploraServer
let served: ServedPage
let url: string
const wallet = createBitcoinTestWallet({ network: 'regtest' })
const recipient = createBitcoinTestWallet({ network: 'regtest', paymentKey: recipientKey }).payment
  .address

test.beforeAll(async () => {
  esplora = await startEsplora()
  esplora.fund(wallet.payment.address, 150_000_000n)
  esplora.fund(wallet.payment.address, 25_000_000n, { confirmed: false })
  served = await servePage({
    script: { contents: page },
    html,
    config: { esploraUrl: esplora.url, recipient, amount: '10000000', message },
    connectSrc: [esplora.url],
  })
  url = served.url
})

test.afterAll(async () => {
  await served?.close()
  await esplora?.stop()
})

test('connect → balance → sign message → send BTC → reject → reload', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await expect(dialog).toBeVisible()
  const walletButton = dialog.getByRole('button', { name: /Gangway Bitcoin Wallet/ })
  await expect(walletButton).toBeVisible()

  // A declined connection leaves the visitor disconnected.
  await page.evaluate(() => document.getElementById('reject')!.click())
  await walletButton.click()
  await expect(dialog.getByText(/rejected/i).first()).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await dialog
    .getByRole('button', { name: /Gangway Bitcoin Wallet|Try again|Retry/ })
    .first()
    .click()

  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = wallet.payment.address
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${address.slice(0, 6)}…${address.slice(-4)}`,
  )
  // 1.5 confirmed + 0.25 unconfirmed.
  await expect(dialog.getByTestId('account-balance')).toHaveText('1.75 rBTC')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).not.toBeEmpty()
  const signature = (await page.getByTestId('signature').textContent())!
  const verify = (text: string) =>
    bip122Verifier().verify({
      message: text,
      signature,
      data: { chainId: bitcoinRegtest.caipNetworkId, accountAddress: address },
    } as Parameters<ReturnType<typeof bip122Verifier>['verify']>[0])
  expect(await verify(message)).toBe(true)
  expect(await verify(`${message}.`)).toBe(false)

  await page.getByRole('button', { name: 'Send BTC' }).click()
  await expect(page.getByTestId('sent')).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await page.getByTestId('sent').textContent())!
  expect(esplora.transaction(txid)?.tx.outs[0]?.value).toBe(10_000_000n)
  expect(esplora.utxos(recipient).map((utxo) => utxo.value)).toEqual([10_000_000n])

  await page.getByRole('button', { name: 'Reject next' }).click()
  await page.getByRole('button', { name: 'Send BTC' }).click()
  await expect(page.getByTestId('error')).toHaveText(
    'UserRejectedRequestError: User rejected the request.',
  )

  // Reload: the wallet still shares its accounts, so the session comes back without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  // The 30 s balance cache (SPEC) may still hold the balance from before the transfer.
  await expect(dialog.getByTestId('account-balance')).toHaveText(/^1\.(75|64\d*) rBTC$/)
  expect(problems).toEqual([])
})

test('a visitor sends BTC through the Send view, by keyboard', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /Gangway Bitcoin Wallet/ }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const before = (await dialog.getByTestId('account-balance').textContent())!
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Amount')).toBeFocused()

  // Amount, then the token picker, the coin, the receiver, and Enter submits the form.
  await page.keyboard.type('0.01')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Select token' })).toBeFocused()
  await page.keyboard.press('Enter')
  const coin = dialog.getByRole('group', { name: 'Choose a token to send' }).getByRole('button', {
    name: /Regtest Bitcoin/,
  })
  await coin.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: /Token: rBTC/ })).toBeVisible()
  await dialog.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(recipient)
  // The chain adapter prices the transfer from the UTXOs and Esplora's fee rate.
  await expect(dialog.getByTestId('send-fee')).toHaveText(/^0\.0000\d+ rBTC$/)
  await expectAccessible(page, 'WalletSend (bip122)')
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'WalletSendPreview')
  await expect(dialog.getByTestId('preview-amount')).toHaveText('0.01 rBTC')
  await expect(dialog.getByTestId('preview-fee')).toHaveText(/^0\.0000\d+ rBTC$/)
  const confirm = dialog.getByRole('button', { name: 'Send', exact: true })
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect
    .poll(() => esplora.utxos(recipient).some((utxo) => utxo.value === 1_000_000n))
    .toBe(true)
  // The balance (3 decimals shown) is read again after the send, not served from the 30 s cache.
  await expect(dialog.getByTestId('account-balance')).not.toHaveText(before)
  expect(problems).toEqual([])
})

test('the Send view speaks German with locale de', async ({ page, dialog }) => {
  await page.goto(`${url}?locale=de`)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /Gangway Bitcoin Wallet/ }).click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await dialog.getByRole('button', { name: 'Senden', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'WalletSend')
  await expect(dialog.getByLabel('Betrag')).toBeFocused()
  await expect(dialog.getByRole('button', { name: 'Vorschau' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Vorschau' }).click()
  await expect(dialog.getByText('Betrag und Empfängeradresse sind erforderlich')).toBeVisible()
})
