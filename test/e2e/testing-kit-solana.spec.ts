// gangway/testing's Solana wallet given to a plain Wallet Standard dapp from the test, as an
// extension is: it registers before the dapp loads, signs in the test with the key the test
// chose, and its controls (refuse, switch account, disconnect) reach what the visitor sees.
import { getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { expect, installSolanaTestWallet, test } from 'gangway/testing/playwright'
import { createSolanaTestWallet } from 'gangway/testing/solana'
import { type ServedDapp, serveDapp } from './testing-kit/serveDapp.js'

let dapp: ServedDapp

test.beforeAll(async () => {
  dapp = await serveDapp()
})
test.afterAll(async () => {
  await dapp?.close()
})

const message = new TextEncoder().encode('Hello from a plain Solana dapp')

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
  await installSolanaTestWallet(page, wallet)
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
