// Hostile wallets and broken renders in a real browser (issue 14): scripted EIP-6963 wallets
// on a strict-CSP host page. The wallets are stand-ins for extensions we do not run here.
import type { Page } from '@playwright/test'
import { expect, test, view } from './fixtures.js'
import { type ServedPage, servePage } from './servePage.js'

const page = `
import { createGangway } from '../../index.js'
import { eip155, mainnet } from '../../chains/eip155/index.js'
import { definePlugin } from '../../kernel/index.js'

/** An EIP-1193 wallet the test drives through window.wallets. */
function scriptedWallet(tag, address, manual) {
  const listeners = {}
  const pending = []
  const received = []
  const provider = {
    request({ method }) {
      received.push(method)
      if (method === 'eth_requestAccounts')
        return manual ? new Promise((resolve) => pending.push(() => resolve([address]))) : Promise.resolve([address])
      if (method === 'eth_accounts') return Promise.resolve([address])
      if (method === 'eth_chainId') return Promise.resolve(tag === 'ba' ? 'banana' : '0x1')
      if (method === 'personal_sign') return Promise.resolve('0x' + tag)
      if (method === 'wallet_revokePermissions') return Promise.resolve(null)
      return Promise.reject({ code: 4200, message: method + ' is not supported' })
    },
    on(event, listener) { (listeners[event] ??= new Set()).add(listener) },
    removeListener(event, listener) { listeners[event]?.delete(listener) },
  }
  return {
    provider,
    received,
    approve: () => { for (const answer of pending.splice(0)) answer() },
    emit: (event, value) => { for (const listener of listeners[event] ?? []) listener(value) },
  }
}

function announce(info, provider) {
  const detail = Object.freeze({ info, provider })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
}

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'
const wallets = {
  a: scriptedWallet('aa', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', true),
  b: scriptedWallet('bb', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', false),
  newcomer: scriptedWallet('cc', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', false),
  rtl: scriptedWallet('dd', '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', false),
}
window.wallets = wallets
announce({ uuid: 'a-1', name: 'Wallet A', icon, rdns: 'test.wallet.a' }, wallets.a.provider)
announce({ uuid: 'b-1', name: 'Wallet B', icon, rdns: 'test.wallet.b' }, wallets.b.provider)
announce({ uuid: 'r-1', name: '\\u202EDSU<b>\\u0007', icon, rdns: 'test.wallet.rtl' }, wallets.rtl.provider)
// A wallet whose eth_chainId is 'banana' (?banana only: Connect lists a few wallets).
wallets.banana = scriptedWallet('ba', '0x976EA74026E726554dB657fA54763abd0C3a0aa9', false)
if (new URLSearchParams(location.search).has('banana'))
  announce({ uuid: 'n-1', name: 'Banana Wallet', icon, rdns: 'test.wallet.banana' }, wallets.banana.provider)
wallets.long = scriptedWallet('ee', '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', true)
announce({ uuid: 'l-1', name: 'Wallet ' + 'W'.repeat(120), icon, rdns: 'test.wallet.long' }, wallets.long.provider)
// A wallet whose revoke throws synchronously (disconnect must still complete).
const revokeThrows = wallets.b.provider.request
window.breakRevoke = () => {
  wallets.b.provider.request = (args) => {
    if (args.method === 'wallet_revokePermissions') throw new Error('revoke exploded')
    return revokeThrows(args)
  }
}
// A token with a 2^256-1 balance and a symbol with a right-to-left override.
window.hugeBalances = async () => {
  const adapter = await gangway.kernel.chains.load('eip155')
  adapter.getBalances = async () => [
    { name: 'Ether', symbol: 'ETH', caipNetworkId: 'eip155:1', value: 1n, decimals: 18, formatted: '0.000000000000000001' },
    { name: 'Huge Token', symbol: '\\u202EDSU<b>', caipNetworkId: 'eip155:1', address: '0x0000000000000000000000000000000000000001', value: 2n ** 256n - 1n, decimals: 0, formatted: (2n ** 256n - 1n).toString() },
  ]
}
window.announceNewcomer = () =>
  announce({ uuid: 'b-2', name: 'Wallet B', icon, rdns: 'test.wallet.b' }, wallets.newcomer.provider)

const params = new URLSearchParams(location.search)
const broken = definePlugin({
  name: 'broken',
  views: {
    Broken: async () => ({ default: () => { throw new Error('view render failed') } }),
    ...(params.has('brokenSlot')
      ? { AccountName: async () => ({ default: () => { throw new Error('slot render failed') } }) }
      : {}),
  },
})
const gangway = createGangway({
  metadata: { name: 'Hardening e2e', url: location.origin },
  chains: [eip155({ networks: [mainnet], rpcUrls: { 1: ['http://127.0.0.1:9/'] } })],
  plugins: [broken],
})
window.gangway = gangway
const $ = (id) => document.getElementById(id)
gangway.on('connect', ({ connector }) => { $('connected').textContent += connector.id + ';' })
$('open').addEventListener('click', () => gangway.open())
$('sign').addEventListener('click', async () => {
  const signature = await gangway.getProvider('eip155').request({
    method: 'personal_sign',
    params: ['0x68656c6c6f', gangway.kernel.connections.get('eip155').address],
  })
  $('signature').textContent = signature
})
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hardening e2e</title>
<script type="module" src="/page.js"></script></head>
<body><main>
<button id="open" type="button">Open Gangway</button>
<button id="sign" type="button">Sign</button>
<p>Connected: <output id="connected" data-testid="connected"></output></p>
<p>Signature: <output id="signature" data-testid="signature"></output></p>
</main></body></html>`

let served: ServedPage

test.beforeAll(async () => {
  served = await servePage({
    script: { contents: page },
    html,
    config: {},
    connectSrc: ['http://127.0.0.1:9'],
  })
})

test.afterAll(async () => {
  await served?.close()
})

test('the late answer: wallet A approved after the visitor connected B does not take over', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet A/ }).click()
  await expect(view(dialog).getByText('Continue in Wallet A', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await expect(page.getByTestId('connected')).toHaveText('test.wallet.b;')

  // The extension popup is approved afterwards.
  await page.evaluate(() =>
    (window as unknown as { wallets: { a: { approve(): void } } }).wallets.a.approve(),
  )
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          window as unknown as { wallets: { a: { received: string[] } } }
        ).wallets.a.received.includes('wallet_revokePermissions'),
      ),
    )
    .toBe(true)
  await page.evaluate(() => document.getElementById('sign')!.click())
  await expect(page.getByTestId('signature')).toHaveText('0xbb')
  await expect(page.getByTestId('connected')).toHaveText('test.wallet.b;')
  expect(problems).toEqual([])
})

test('the same-rdns newcomer: a second provider announcing B’s rdns gets none of B’s requests', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await page.evaluate(() => (window as unknown as { announceNewcomer(): void }).announceNewcomer())
  await page.evaluate(() => document.getElementById('sign')!.click())
  await expect(page.getByTestId('signature')).toHaveText('0xbb')
  const newcomerSaw = await page.evaluate(
    () =>
      (window as unknown as { wallets: { newcomer: { received: string[] } } }).wallets.newcomer
        .received,
  )
  expect(newcomerSaw).toEqual([])
  expect(problems).toEqual([])
})

test('a wallet whose chain id is "banana" is refused with a clear error and nothing is connected', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(`${served.url}?banana`)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Banana Wallet/ }).click()
  await expect(dialog.getByText('Connection failed', { exact: true })).toBeVisible()
  await expect(
    dialog.getByText('The wallet sent an account or network that is not valid.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId('connected')).toHaveText('')
  expect(await eip155Status(page)).toBe('disconnected')
  expect(problems).toEqual([])
})

test('a view that throws while rendering shows an error with a way back; the modal keeps working', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await page.evaluate(() =>
    (
      window as unknown as {
        gangway: { kernel: { router: { push(entry: { view: string }): void } } }
      }
    ).gangway.kernel.router.push({ view: 'Broken' }),
  )
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong on this screen')
  await dialog.getByRole('alert').getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  // Closing and reopening still shows the modal (it did not unmount).
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  expect(problems).toEqual([])
})

test('a slot that throws falls back to what shows without it; the view around it stays', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(`${served.url}?brokenSlot`)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  await expect(dialog.getByTestId('account-address')).toHaveText('0x3C44…93BC')
  await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a wallet name with a right-to-left override and markup shows as plain, logical text', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  const row = dialog.getByRole('button', { name: /DSU<b>/ })
  await expect(row).toBeVisible()
  const text = await row.evaluate((element) => element.textContent ?? '')
  expect(text).toContain('DSU<b>')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0000-\u001f]/)
  expect(await row.locator('b').count()).toBe(0)
  expect(problems).toEqual([])
})

test('a 2^256−1 balance and a long wallet name stay inside the card', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.evaluate(() => (window as unknown as { hugeBalances(): Promise<void> }).hugeBalances())
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet W+/ }).click()
  const heading = dialog.getByRole('heading', { name: /Continue in Wallet W+/ })
  await expect(heading).toBeVisible()
  const card = await dialog.boundingBox()
  const box = await heading.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(card!.x)
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  const token = dialog.locator('.token', { hasText: 'Huge Token' })
  await expect(token).toBeVisible()
  await expect(token.locator('.token-name')).toBeVisible()
  // The symbol shows as text in logical order: no bidi override survives.
  await expect(token.locator('.token-sub')).toHaveText('DSU<b>')
  for (const part of ['.token-name', '.token-amount']) {
    const partBox = await token.locator(part).boundingBox()
    expect(partBox!.width).toBeGreaterThan(20)
    expect(partBox!.x + partBox!.width).toBeLessThanOrEqual(card!.x + card!.width)
  }
  expect(problems).toEqual([])
})

test('a wallet whose revoke throws synchronously is still disconnected', async ({
  page,
  dialog,
  problems,
}) => {
  await page.goto(served.url)
  await page.getByRole('button', { name: 'Open Gangway' }).click()
  await dialog.getByRole('button', { name: /^Wallet B/ }).click()
  await expect(dialog.getByTestId('account-address')).toBeVisible()
  await page.evaluate(() => (window as unknown as { breakRevoke(): void }).breakRevoke())
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  expect(await eip155Status(page)).toBe('disconnected')
  expect(problems).toEqual([])
})

/** The kernel's own word on the eip155 connection, whatever the page shows. */
function eip155Status(tab: Page): Promise<string> {
  return tab.evaluate(() =>
    (
      window as unknown as {
        gangway: { kernel: { connections: { getStatus(n: string): string } } }
      }
    ).gangway.kernel.connections.getStatus('eip155'),
  )
}
