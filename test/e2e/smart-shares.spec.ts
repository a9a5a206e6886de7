// eth_sendUserOperation under CUSTODY=shares (issue 36 item 2, issue 32): the smart account's
// owner key is joined in the frame from this device's share and the server's, only for the
// signature; the server cannot sign. The visitor signs up (a recovery password, keyboard
// only), the page sends an operation of two payments, the frame shows both calls and the
// visitor approves by keyboard: both recipients are paid by one user operation. Then the page
// is granted a session (the owner signs the grant in the frame) and spends with its key.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import {
  secureFrame as frame,
  pageAddress,
  request,
  type SmartHost,
  serveSmartHost,
  signInByEmail,
} from './emailHost.js'
import { expect, frameAtRest, rpc, screenshotDir } from './fixtures.js'
import { test } from './secureSite.js'

let served: SmartHost

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async ({ secureSite }) => {
  test.setTimeout(180_000)
  served = await serveSmartHost({
    site: secureSite,
    title: 'Smart account, shares custody',
    settings: { custody: 'shares' },
  })
})

test.afterAll(async () => {
  await served?.close()
})

/** A step behind an Argon2id stretch (about 0.5 s idle; far longer on a loaded 2-core machine). */
const argon2 = { timeout: 30_000 }

test('CUSTODY=shares: eth_sendUserOperation from the smart account, its calls shown, approved by keyboard, signed in the frame; an ERC-7715 session granted by the owner in the frame, then spent without a prompt', async ({
  page,
  dialog,
  problems,
}) => {
  // No Account yet: a new visitor of a shares site is asked for a recovery password first.
  await signInByEmail(page, dialog, served, { prefix: 'shares', view: null, query: '?sessions=on' })
  // A new visitor of a shares site sets a recovery password in the frame: keyboard only.
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(frame(page).getByLabel('Recovery password', { exact: true })).toBeFocused()
  await frameAtRest(page)
  const password = 'correct horse battery staple'
  await page.keyboard.type(password)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)

  const smart = await pageAddress(page)
  const { anvil, aa, bundler } = served
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [smart, '0xde0b6b3a7640000'])
  await page.keyboard.press('Escape')
  const [alice, bob] = [
    '0x000000000000000000000000000000000000a11c',
    '0x0000000000000000000000000000000000000b0b',
  ] as const
  const callData = encodeFunctionData({
    abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
    functionName: 'executeBatch',
    args: [
      [
        { target: alice, value: 10n ** 16n, data: '0x' },
        { target: bob, value: 2n * 10n ** 16n, data: '0x' },
      ],
    ],
  })
  const bundles = bundler.bundles.length
  const sending = request(page, 'eth_sendUserOperation', [
    {
      sender: smart,
      nonce: '0x0',
      callData,
      callGasLimit: '0x30000',
      verificationGasLimit: '0x30000',
      preVerificationGas: '0xc350',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
      signature: '0x',
    },
    aa.entryPoint,
  ])
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  const approval = frame(page)
  await expect(approval.getByRole('heading', { name: 'Send user operation' })).toBeVisible()
  await expect(approval.getByText(new RegExp(`^1\\. ${alice}$`, 'i'))).toBeVisible()
  await expect(approval.getByText(new RegExp(`^2\\. ${bob}$`, 'i'))).toBeVisible()
  await expect(approval.getByText('2. 0.02 ETH', { exact: true })).toBeVisible()
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await page.screenshot({ path: `${screenshotDir}/smart-shares-send-user-operation.png` })
  const approve = approval.getByRole('button', { name: 'Approve' })
  for (let i = 0; i < 6; i++) {
    if (await approve.evaluate((button) => button === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  const hash = (await sending) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  await expect.poll(() => chain.getBalance({ address: alice })).toBe(10n ** 16n)
  expect(await chain.getBalance({ address: bob })).toBe(2n * 10n ** 16n)
  expect(bundler.bundles.length).toBe(bundles + 1)

  // An ERC-7715 session (SPEC §9 smartSessions): the owner signs the grant in the frame, from
  // the shares; the page then spends with its session key, no prompt.
  const receiver = '0x000000000000000000000000000000000000cafE'
  const granting = page.evaluate(
    (to) =>
      (window as unknown as SessionPage).emailPage.session.grant({
        to: to as Address,
        allowance: 10n ** 16n,
        seconds: 3600,
      }),
    receiver,
  )
  await expect(approval.getByRole('heading', { name: 'Grant a session' })).toBeVisible()
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await approval.getByRole('button', { name: 'Approve' }).click()
  await granting
  const spent = await page.evaluate(() =>
    (window as unknown as SessionPage).emailPage.session.send(10n ** 15n).then(
      () => 'sent',
      (error: Error) => error.message,
    ),
  )
  expect(spent).toBe('sent')
  expect(await chain.getBalance({ address: receiver })).toBe(10n ** 15n)
  expect(problems).toEqual([])
})

type SessionPage = {
  emailPage: {
    session: {
      grant(parameters: { to: Address; allowance: bigint; seconds: number }): Promise<Address>
      send(value: bigint): Promise<Hex>
    }
  }
}
