// The embedded wallet's approval reads a permit as what it lets whom take, until when ("You
// allow"), and warns about a permit to an address the visitor never gave a permission (issue
// 33), read on the operator's RPC, as the host's own views do. The real secure site (the
// worker's, in-process on PGlite), anvil and the e-mail host page, as approval.spec.ts
// (./emailHost.ts).
import type { FrameLocator, Locator, Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  verifyTypedData,
} from 'viem'
import { deployToken, startAnvil } from '../support/anvil.js'
import { chainId, type EmailHost, pageAddress, serveEmailHost, signInByEmail } from './emailHost.js'
import { expect, frameAtRest } from './fixtures.js'
import type { EmailPageWindow } from './pages/email.js'
import { test } from './secureSite.js'

// Anvil's fifth account: nobody allows it anything here.
const stranger = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
// Anvil's second account: the visitor allows it 1 unit of the token first.
const known = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

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
    title: 'Permit approval e2e',
    // The operator's RPC: where the frame looks for the visitor's earlier permissions.
    settings: { networks: [{ chainId, rpcUrl: anvil.rpcUrl }] },
  })
})

test.afterAll(async () => {
  await served?.close()
})

/** Signs in by e-mail (labels in the host's language) and returns the account. */
async function signIn(
  page: Page,
  dialog: Locator,
  labels: Parameters<typeof signInByEmail>[3] = {},
): Promise<Address> {
  await signInByEmail(page, dialog, served, { prefix: 'permit', ...labels })
  await page.keyboard.press('Escape')
  return pageAddress(page)
}

/** The visitor's own `approve(known, 1)`, sent from the embedded account (anvil impersonates it). */
async function allowKnown(account: Address): Promise<void> {
  const testClient = createTestClient({ mode: 'anvil', transport: http(served.anvil.rpcUrl) })
  await testClient.setBalance({ address: account, value: parseEther('1') })
  await testClient.impersonateAccount({ address: account })
  await createWalletClient({ account, transport: http(served.anvil.rpcUrl) }).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [known, 1n],
    chain: null,
  })
  await testClient.stopImpersonatingAccount({ address: account })
}

const permit = (owner: Address, spender: Address) => ({
  domain: { name: 'USD Coin', version: '1', chainId, verifyingContract: token },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit' as const,
  message: { owner, spender, value: '5000000', nonce: '0', deadline: '1900000000' },
})

/** Asks the embedded wallet to sign `typedData`; the promise answers the signature or the error code. */
const signTypedData = (page: Page, account: Address, typedData: ReturnType<typeof permit>) =>
  page.evaluate(
    ([from, json]) =>
      (window as unknown as EmailPageWindow).emailPage
        .request('eth_signTypedData_v4', [from, json])
        .catch((error: { code?: number }) => error.code),
    [account, JSON.stringify(typedData)] as const,
  )

const frame = (page: Page): FrameLocator => page.frameLocator('#w3m-iframe')

/** The approval's "You allow" values, one per grant. */
const allowRows = (approval: Locator) =>
  approval
    .locator('dt', { hasText: /^You allow$|^تسمح لـ$/ })
    .locator('xpath=following-sibling::dd[1]')

const newSpender = (spender: string) =>
  `New spender: no earlier permission from you to ${spender} for USDC was found on this network. Sign only if you trust it.`

test('a permit to a spender the visitor never used is warned about in the approval, by keyboard; a used one is not', async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog)
  const approval = frame(page).locator('#approve')

  const typedData = permit(account, stranger)
  const signing = signTypedData(page, account, typedData)
  await expect(approval.getByRole('heading', { name: 'Sign typed data' })).toBeVisible()
  await expect(approval.locator('p.warning')).toHaveText([newSpender(stranger)])
  // What the permit lets whom take, until when: the token read from the chain, the date by Intl.
  const until = await page.evaluate(() =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(1.9e12),
  )
  await expect(allowRows(approval)).toHaveText([`${stranger} up to 5 USDC, until ${until}`])
  // The JSON as signed stays in reach, below what it means.
  await expect(approval.getByLabel('Message')).toContainText(`"spender": "${stranger}"`)
  await frameAtRest(page)
  await approval.screenshot({ path: test.info().outputPath('permit-new-spender.png') })
  // The rows scroll in the approval's details region, the actions stay in view.
  await allowRows(approval).first().scrollIntoViewIfNeeded()
  await approval.screenshot({ path: test.info().outputPath('permit-rows.png') })
  // Keyboard only: Reject has the focus, Tab reaches Approve, Enter signs once it answers.
  const approve = approval.getByRole('button', { name: 'Approve' })
  await expect(approval.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(approve).toBeFocused()
  await expect(approve).not.toHaveAttribute('aria-disabled')
  await page.keyboard.press('Enter')
  const signature = (await signing) as Hex
  expect(await verifyTypedData({ address: account, ...typedData, signature })).toBe(true)

  // A spender the visitor already allowed this token: no warning.
  await allowKnown(account)
  const again = signTypedData(page, account, permit(account, known))
  await expect(approval.getByRole('heading', { name: 'Sign typed data' })).toBeVisible()
  await expect(approval.getByText(known, { exact: false }).first()).toBeVisible()
  await expect(approval.locator('p.warning')).toHaveCount(0)
  await expect(approval.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Escape')
  expect(await again).toBe(4001)
})

test('in Arabic, right to left: when the RPC fails the read, the approval says no permission was found, not that none is needed', async ({
  page,
  dialog,
}) => {
  const account = await signIn(page, dialog, {
    query: '?locale=ar',
    label: 'البريد الإلكتروني',
    submit: 'المتابعة بالبريد الإلكتروني',
    digit: 'الرقم 1 من 6',
  })
  await expect(frame(page).locator('html')).toHaveAttribute('dir', 'rtl')
  // The visitor did allow `known`: only a failed read can make it look new.
  await allowKnown(account)
  // The operator's node refuses every eth_call from now on (the frame's reads included).
  const rpc = new URL(served.anvil.rpcUrl).origin
  let refused = 0
  await page.context().route(
    (url) => url.origin === rpc,
    async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('"eth_call"')) return route.continue()
      refused++
      const { id } = JSON.parse(body) as { id: number }
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'down' } }),
      })
    },
  )
  const approval = frame(page).locator('#approve')
  const signing = signTypedData(page, account, permit(account, known))
  await expect(approval.getByRole('heading', { name: 'توقيع بيانات منظّمة' })).toBeVisible()
  await expect(approval.locator('p.warning')).toHaveText([
    `جهة صرف جديدة: لم يُعثر على هذه الشبكة على إذن سابق منك لـ ${known} على ${token.toLowerCase()}. وقّع فقط إن كنت تثق بها.`,
  ])
  expect(refused).toBeGreaterThan(0)
  // Unread from the chain, the grant is still said: in the token's smallest unit, by its address.
  // (Its values are bidi isolates in the Arabic sentence: read without them.)
  await expect
    .poll(async () =>
      (await allowRows(approval).allTextContents()).map((row) =>
        row.replace(/[\u2068\u2069]/g, ''),
      ),
    )
    .toEqual([
      expect.stringMatching(
        new RegExp(`^${known} حتى 5000000 \\(أصغر وحدة\\) ${token}، حتى `, 'i'),
      ),
    ])
  await frameAtRest(page)
  await approval.screenshot({ path: test.info().outputPath('permit-new-spender-ar.png') })
  await expect(approval.getByRole('button', { name: 'رفض' })).toBeFocused()
  await page.keyboard.press('Enter')
  expect(await signing).toBe(4001)
})
