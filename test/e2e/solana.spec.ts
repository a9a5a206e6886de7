// Solana in a real browser: a small host page (bundled here with esbuild, served with a
// strict CSP) that enables only solana(), the Wallet Standard test wallet registered in the
// page, and the LiteSVM JSON-RPC/WebSocket shim. The shared demo stays EVM-only.
import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature,
} from '@solana/kit'
import { type LiteSvmRpc, startLiteSvmRpc } from '../support/litesvmRpc.js'
import { expect, test } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const SOL = 1_000_000_000n
// A fixed seed: the page re-creates the same account after a reload.
const seed = Array.from({ length: 32 }, (_, index) => index + 1)
const recipient = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const page = `
import { createGangway } from '../../index.js'
import { solana, solanaLocalnet } from '../../chains/solana/index.js'
import { createSolanaTestWallet } from 'gangway/testing/solana'

async function main() {
  const config = await (await fetch('/config.json')).json()
  const authorizedKey = 'solana-e2e/authorized'
  const testWallet = await createSolanaTestWallet({
    rpcUrl: config.rpcUrl,
    privateKey: Uint8Array.from(config.seed),
    authorized: localStorage.getItem(authorizedKey) === '1',
  })
  const connect = testWallet.wallet.features['standard:connect']
  const original = connect.connect
  connect.connect = async (input) => {
    const output = await original(input)
    if (output.accounts.length) localStorage.setItem(authorizedKey, '1')
    return output
  }
  testWallet.register()
  const gangway = createGangway({
    metadata: { name: 'Solana e2e', url: location.origin },
    chains: [solana({ networks: [solanaLocalnet], rpcUrls: { localnet: [config.rpcUrl] } })],
  })
  const $ = (id) => document.getElementById(id)
  const show = (id, text) => { $(id).textContent = text }
  gangway.on('statusChanged', ({ status }) => show('status', status))
  show('status', gangway.kernel.connections.getStatus('solana'))
  $('open').addEventListener('click', () => gangway.open())
  $('sign').addEventListener('click', async () => {
    try {
      const signature = await gangway.getProvider('solana').signMessage('Hello from Gangway')
      show('signature', Array.from(signature).join(','))
    } catch (error) {
      show('error', error.name + ': ' + error.shortMessage)
    }
  })
  $('send').addEventListener('click', async () => {
    const connection = gangway.kernel.connections.get('solana')
    const adapter = await gangway.kernel.chains.load('solana')
    try {
      const signature = await adapter.sendTransaction({
        connectorId: connection.connector.id,
        address: connection.address,
        to: config.recipient,
        value: BigInt(config.amount),
      })
      show('sent', signature)
    } catch (error) {
      show('error', error.name + ': ' + error.shortMessage)
    }
  })
  $('reject').addEventListener('click', () => testWallet.rejectNext())
}
void main()
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Solana e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<button id="sign" type="button">Sign message</button>
<button id="send" type="button">Send SOL</button>
<button id="reject" type="button">Reject next</button>
<p>Status: <span id="status" data-testid="status"></span></p>
<p>Signature: <output id="signature" data-testid="signature"></output></p>
<p>Sent: <output id="sent" data-testid="sent"></output></p>
<p>Error: <output id="error" data-testid="error"></output></p>
</main></body></html>`

let node: LiteSvmRpc
let served: ServedPage
let url: string
let walletAddress: string

test.beforeAll(async () => {
  node = await startLiteSvmRpc()
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(seed))
  walletAddress = signer.address
  node.airdrop(walletAddress, 5n * SOL)
  served = await servePage({
    script: { contents: page },
    html,
    config: { rpcUrl: node.url, seed, recipient, amount: String(SOL / 4n) },
    connectSrc: [node.url, node.webSocketUrl],
  })
  url = served.url
})

test.afterAll(async () => {
  await served?.close()
  await node?.stop()
})

test('connect → balance → send SOL → sign message → reject → reload', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await expect(dialog).toBeVisible()
  const wallet = dialog.getByRole('button', { name: /Gangway Solana Wallet/ })
  await expect(wallet).toBeVisible()

  // A declined connection leaves the visitor disconnected.
  await page.evaluate(() => document.getElementById('reject')!.click())
  await wallet.click()
  await expect(dialog.getByText(/rejected/i).first()).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await dialog
    .getByRole('button', { name: /Gangway Solana Wallet|Try again|Retry/ })
    .first()
    .click()

  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${walletAddress.slice(0, 6)}…${walletAddress.slice(-4)}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText('5 SOL')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Send SOL' }).click()
  await expect(page.getByTestId('sent')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(node.svm.getBalance(address(recipient))).toBe(SOL / 4n)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).not.toBeEmpty()
  const bytes = Uint8Array.from(
    (await page.getByTestId('signature').textContent())!.split(',').map(Number),
  )
  const key = await getPublicKeyFromAddress(address(walletAddress))
  expect(
    await verifySignature(key, bytes as never, new TextEncoder().encode('Hello from Gangway')),
  ).toBe(true)
  expect(getBase58Encoder().encode(walletAddress)).toHaveLength(32)

  await page.getByRole('button', { name: 'Reject next' }).click()
  await page.getByRole('button', { name: 'Send SOL' }).click()
  await expect(page.getByTestId('error')).toHaveText(
    'UserRejectedRequestError: User rejected the request.',
  )

  // Reload: the wallet still allows the site, so the session comes back without a prompt.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  // The 30 s balance cache (SPEC) may still hold the balance from before the transfer.
  await expect(dialog.getByTestId('account-balance')).toHaveText(/^(5|4\.749) SOL$/)
  expect(problems).toEqual([])
})
