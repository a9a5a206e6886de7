// The embedded wallet's approval against a hostile host (issue 31): the frame shows what is
// signed, whatever the host says about it, and its Approve answers only a visitor who can see
// it. The real secure site (the worker's, in-process on PGlite), anvil and the e-mail host page
// (./emailHost.ts).
import type { FrameLocator, Locator, Page } from '@playwright/test'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseTransaction,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { armDelayMs } from '../../secure-site/frame/armWhenVisible.js'
import { deployToken, startAnvil, testPrivateKeys } from '../support/anvil.js'
import { chainId, type EmailHost, pageAddress, serveEmailHost, signInByEmail } from './emailHost.js'
import { expect, frameAtRest } from './fixtures.js'
import type { EmailPageWindow } from './pages/email.js'
import { test } from './secureSite.js'

let served: EmailHost
let token: Address

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async ({ secureSite }) => {
  test.setTimeout(180_000)
  const anvil = await startAnvil({ chainId })
  token = await deployToken(anvil.rpcUrl, { name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  served = await serveEmailHost({
    site: secureSite,
    anvil,
    title: 'Approval e2e',
    // The operator's RPC: the approval reads tokens there, never from the host.
    settings: { networks: [{ chainId, rpcUrl: anvil.rpcUrl }] },
  })
})

test.afterAll(async () => {
  await served?.close()
})

/** Signs in by e-mail and returns the account. */
async function signIn(page: Page, dialog: Locator): Promise<Address> {
  await signInByEmail(page, dialog, served, { prefix: 'approval' })
  await page.keyboard.press('Escape')
  return pageAddress(page)
}

const frame = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe')

/**
 * Waits until the approval has stood still on screen for the arming delay (Approve answers):
 * Chromium drops clicks on a cross-origin frame that moved in the last 500 ms, and the host
 * moves the frame while its view animates in.
 */
const settledFrame = async (approval: Locator) => {
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(approval.page())
}

test("a host's lying network label: the frame shows Ethereum and 1 ETH, and signs chain 1", async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog)
  // The hostile host writes to the frame itself, shows it, and labels a mainnet transfer of
  // 1 ETH "Sepolia testnet" with 36 decimals (0.000000000000000001 SepoliaETH).
  const answer = page.evaluate((from) => {
    const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
    Object.assign(iframe.style, { visibility: 'visible', width: '360px', height: '600px' })
    return new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => {
        const data = event.data as { id?: unknown; type?: string; payload?: unknown }
        if (data?.id === 'lying-network-1') resolve(data)
      })
      iframe.contentWindow?.postMessage(
        {
          id: 'lying-network-1',
          type: '@w3m-app/RPC_REQUEST',
          payload: {
            method: 'eth_sendTransaction',
            params: [
              {
                from,
                to: '0x000000000000000000000000000000000000bEEF',
                value: '0xde0b6b3a7640000',
                chainId: '0x1',
                nonce: '0x0',
                gas: '0x5208',
                maxFeePerGas: '0x3b9aca00',
                maxPriorityFeePerGas: '0x1',
                type: '0x2',
              },
            ],
            chainId: 1,
            network: { name: 'Sepolia testnet', symbol: 'SepoliaETH', decimals: 36 },
          },
        },
        new URL(iframe.src).origin,
      )
    })
  }, account)
  const approval = frame(page).locator('#approve')
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(approval.getByText('Ethereum', { exact: true })).toBeVisible()
  await expect(approval.getByText('1 ETH', { exact: true })).toBeVisible()
  await expect(approval.getByText(/This is signed for Ethereum, not Anvil/)).toBeVisible()
  await expect(approval).not.toContainText('Sepolia')
  await expect(approval).not.toContainText('SepoliaETH')
  await approval.screenshot({ path: test.info().outputPath('lying-network.png') })
  await approval.getByRole('button', { name: 'Approve' }).click()
  const reply = (await answer) as { type: string; payload: Hex }
  expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  const signed = parseTransaction(reply.payload)
  expect(signed.chainId).toBe(1)
  expect(signed.value).toBe(10n ** 18n)
})

test('Approve does nothing while the host keeps the frame at opacity 0, nor for a press begun before it showed', async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog)
  const opacity = (value: string) =>
    page.evaluate((value) => {
      ;(document.getElementById('w3m-iframe') as HTMLIFrameElement).style.opacity = value
    }, value)
  let settled = false
  const signing = page
    .evaluate(
      (from) =>
        (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [
          '0x68656c6c6f2067616e67776179',
          from,
        ]),
      account,
    )
    .finally(() => {
      settled = true
    })
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  await opacity('0')
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeVisible()
  const secureFrame = page.frame({ name: 'w3m-secure-iframe' })
  if (!secureFrame) throw new Error('the secure frame is not on the page')
  const frameNow = () => secureFrame.evaluate(() => performance.now())
  const hiddenSince = await frameNow()
  await expect(approve).toHaveAttribute('aria-disabled', 'true')
  await expect(approve).toHaveAccessibleDescription(
    'Approve becomes available once this request has been fully visible for a moment.',
  )
  // The visitor clicks where the host's decoy lies: on the invisible Approve.
  const box = await approve.boundingBox()
  if (!box) throw new Error('Approve has no box')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  // Hidden for three times the arming delay, by the frame's own clock: still off.
  await expect.poll(frameNow).toBeGreaterThan(hiddenSince + 3 * armDelayMs)
  await page.mouse.click(x, y)
  // A counted click turns the buttons off at once (approve.ts); this one did not count.
  await expect(approve).toHaveJSProperty('disabled', false)
  expect(settled).toBe(false)
  await expect(approve).toHaveAttribute('aria-disabled', 'true')

  // A press that began while hidden does not count when it ends after Approve armed.
  await page.mouse.move(x, y)
  await page.mouse.down()
  await opacity('1')
  await expect(approve).not.toHaveAttribute('aria-disabled')
  await page.mouse.up()
  await expect(approve).toHaveJSProperty('disabled', false)
  expect(settled).toBe(false)

  // Hidden again: off again. Shown: a fresh click approves.
  await opacity('0')
  await expect(approve).toHaveAttribute('aria-disabled', 'true')
  await opacity('1')
  await expect(approve).not.toHaveAttribute('aria-disabled')
  await page.mouse.click(x, y)
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message: 'hello gangway', signature })).toBe(true)
})

test('a frame the host resizes or moves counts its delay again: Chromium drops clicks on a frame that just moved', async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog)
  const signing = page.evaluate(
    (from) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [
        '0x68656c6c6f2067616e67776179',
        from,
      ]),
    account,
  )
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeVisible()
  await expect(approve).not.toHaveAttribute('aria-disabled')
  // The host's layout changes under the approval (here the window turns phone-sized and the
  // modal a bottom sheet): the frame follows its view, resized.
  const before = await page.locator('#w3m-iframe').boundingBox()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect
    .poll(async () => (await page.locator('#w3m-iframe').boundingBox())?.width)
    .not.toBe(before?.width)
  await expect(approve).toHaveAttribute('aria-disabled', 'true')
  await expect(approve).not.toHaveAttribute('aria-disabled')
  await approve.click()
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message: 'hello gangway', signature })).toBe(true)
})

test('a token approval is spelled out from the chain: the symbol, the spender, an unlimited allowance warned', async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog)
  const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const request = (data: Hex) =>
    page.evaluate(
      ([from, to, data]) =>
        (window as unknown as EmailPageWindow).emailPage
          .request('eth_sendTransaction', [{ from, to, data, value: '0x0' }])
          .catch((error: { code?: number }) => error.code),
      [account, token, data] as const,
    )
  const approval = frame(page).locator('#approve')

  const approving = request(
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  )
  await expect(approval.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(approval.getByText(`USDC · ${token}`, { exact: true })).toBeVisible()
  // Decoded from the call data: lower case, as it is written there.
  await expect(approval.getByText(spender.toLowerCase(), { exact: true })).toBeVisible()
  await expect(approval.getByText('Unlimited USDC', { exact: true })).toBeVisible()
  await expect(approval.getByText('No change to your assets', { exact: true })).toBeVisible()
  await expect(
    approval.getByText(`This lets ${spender.toLowerCase()} take all of your USDC`),
  ).toBeVisible()
  await approval.screenshot({ path: test.info().outputPath('token-approval.png') })
  await settledFrame(approval)
  await approval.getByRole('button', { name: 'Reject' }).click()
  expect(await approving).toBe(4001)

  // The host estimates the transfer's gas: the account must hold what it sends.
  await createWalletClient({
    account: privateKeyToAccount(testPrivateKeys[0]),
    transport: http(served.anvil.rpcUrl),
  }).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, 2_000_000n],
    chain: null,
  })
  const sending = request(
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 1_500_000n] }),
  )
  await expect(approval.getByText('1.5 USDC', { exact: true })).toBeVisible()
  // Simulated on the operator's RPC: what leaves the account, read first.
  await expect(approval.getByText(`1.5 USDC · ${token.toLowerCase()}`)).toBeVisible()
  await expect(approval.locator('dt').nth(2)).toHaveText('You send')
  await expect(approval).not.toContainText('Unlimited')
  await settledFrame(approval)
  await approval.getByRole('button', { name: 'Reject' }).click()
  expect(await sending).toBe(4001)
})
