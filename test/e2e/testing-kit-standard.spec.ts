// gangway/testing's Solana and Bitcoin wallets given to a plain Wallet Standard dapp from the
// test, as an extension is: they register before the dapp loads, sign in the test with the keys
// the test chose, and their controls (refuse, answer late, switch account, disconnect) reach
// what the visitor sees. The Bitcoin wallet also as a UniSat-style `window.unisat`, with its
// network switch (asked by the dapp, or done in the wallet).
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { createBitcoinTestWallet } from 'gangway/testing/bitcoin'
import {
  expect,
  installStandardWallet,
  installUnisatWallet,
  test,
} from 'gangway/testing/playwright'
import { createSolanaTestWallet } from 'gangway/testing/solana'
import { type ServedDapp, serveDapp } from './testing-kit/serveDapp.js'

let dapp: ServedDapp

test.beforeAll(async () => {
  dapp = await serveDapp()
})
test.afterAll(async () => {
  await dapp?.close()
})

const message = new TextEncoder().encode('Hello from a plain Wallet Standard dapp')

async function verifies(address: string, signatureHex: string): Promise<boolean> {
  const signature = Uint8Array.from(signatureHex.match(/../g) ?? [], (byte) => parseInt(byte, 16))
  const key = await getPublicKeyFromAddress(
    address as Parameters<typeof getPublicKeyFromAddress>[0],
  )
  return verifySignature(key, signature as SignatureBytes, message)
}

test('a plain Solana dapp connects, signs, hears a refusal, an account switch and a disconnect', async ({
  page,
}) => {
  const wallet = await createSolanaTestWallet({
    rpcUrl: 'http://127.0.0.1:9', // signing only: nothing is sent
    privateKey: new Uint8Array(32).fill(3),
    morePrivateKeys: [new Uint8Array(32).fill(4)],
  })
  await installStandardWallet(page, wallet.wallet)
  await page.goto(`${dapp.url}/solana`)
  await page.getByRole('button', { name: `Connect ${wallet.wallet.name}` }).click()
  await expect(page.getByRole('status')).toHaveText('Connected')
  const first = wallet.address
  await expect(page.getByText(`Account: ${first}`)).toBeVisible()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status')).toHaveText('Signed')
  expect(await verifies(first, (await page.locator('#signature').textContent()) ?? '')).toBe(true)

  wallet.rejectNext()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status')).toHaveText('Refused (4001)')

  wallet.switchAccount(1)
  await expect(page.getByText(`Account: ${wallet.address}`)).toBeVisible()
  expect(wallet.address).not.toBe(first)

  wallet.disconnect()
  await expect(page.getByText('Account: none')).toBeVisible()
  expect(wallet.requests.map((request) => request.feature)).toEqual([
    'standard:connect',
    'solana:signMessage',
    'solana:signMessage',
  ])
})

test('a plain Bitcoin dapp connects, signs when the visitor answers late, and hears a disconnect', async ({
  page,
}) => {
  const paymentKey = '00000000000000000000000000000000000000000000000000000000000000c7'
  const wallet = createBitcoinTestWallet({ network: 'regtest', paymentKey })
  await installStandardWallet(page, wallet.standard)
  await page.goto(`${dapp.url}/bitcoin`)
  await page.getByRole('button', { name: `Connect ${wallet.standard.name}` }).click()
  await expect(page.getByRole('status')).toHaveText('Connected')
  await expect(page.getByText(`Account: ${wallet.payment.address}`)).toBeVisible()

  let answer!: () => void
  wallet.answerNextAfter(new Promise<void>((resolve) => (answer = resolve)))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status')).toHaveText('Waiting for the wallet…')
  await expect.poll(() => wallet.requests.at(-1)?.method).toBe('bitcoin:signMessage')
  answer()
  await expect(page.getByRole('status')).toHaveText('Signed')
  // The same key signs the same message the same way (RFC 6979): the page got this key's signature.
  const same = createBitcoinTestWallet({ network: 'regtest', paymentKey, authorized: true })
  const expected = await same.unisat.signMessage('Hello from a plain Wallet Standard dapp')
  const shown = (await page.locator('#signature').textContent()) ?? ''
  expect(Buffer.from(shown, 'hex').toString('base64')).toBe(expected)

  wallet.disconnect()
  await expect(page.getByText('Account: none')).toBeVisible()
})

test('a plain UniSat dapp connects, signs, hears a refusal, an account and a network switch, and a disconnect', async ({
  page,
}) => {
  const wallet = createBitcoinTestWallet({
    network: 'testnet',
    moreAccounts: [{ paymentKey: '11'.repeat(32), ordinalsKey: '22'.repeat(32) }],
  })
  await installUnisatWallet(page, wallet)
  await page.goto(`${dapp.url}/unisat`)
  await page.getByRole('button', { name: 'Connect UniSat' }).click()
  await expect(page.getByRole('status')).toHaveText('Connected')
  await expect(page.getByText(`Account: ${wallet.payment.address}`)).toBeVisible()
  await expect(page.getByText('Network: testnet')).toBeVisible()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status')).toHaveText('Signed')
  const same = createBitcoinTestWallet({ network: 'testnet', authorized: true })
  expect(await page.locator('#signature').textContent()).toBe(
    await same.unisat.signMessage('Hello from a plain UniSat dapp'),
  )

  wallet.rejectNext()
  await page.getByRole('button', { name: 'Use Bitcoin mainnet' }).click()
  await expect(page.getByRole('status')).toHaveText('Refused (4001)')
  await page.getByRole('button', { name: 'Use Bitcoin mainnet' }).click()
  await expect(page.getByRole('status')).toHaveText('Switched')
  await expect(page.getByText('Network: livenet')).toBeVisible()
  await expect(page.getByText(`Account: ${wallet.payment.address}`)).toBeVisible()
  expect(wallet.payment.address).toMatch(/^bc1q/)

  const first = wallet.payment.address
  wallet.switchAccount(1)
  await expect(page.getByText(`Account: ${wallet.payment.address}`)).toBeVisible()
  expect(wallet.payment.address).not.toBe(first)

  wallet.switchNetwork('testnet')
  await expect(page.getByText('Network: testnet')).toBeVisible()
  await expect(page.getByText(`Account: ${wallet.payment.address}`)).toBeVisible()

  wallet.disconnect()
  await expect(page.getByText('Account: none')).toBeVisible()
  expect(wallet.requests.map((request) => request.method)).toEqual([
    'requestAccounts',
    'signMessage',
    'switchNetwork',
    'switchNetwork',
    'getAccounts',
    'getAccounts',
  ])
})
