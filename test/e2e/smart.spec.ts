// Smart accounts end to end (issue 18): the e-mail host page, the real secure site with a
// smart-account network (anvil + the local bundler), the EntryPoint and SimpleAccountFactory
// from @account-abstraction/contracts. The visitor logs in by e-mail, gets a smart account
// (counterfactual), sends from it (the first user operation deploys it), batches calls
// (EIP-5792), and switches between the smart account and the key on Account. With sessions on
// (SPEC §9 smartSessions), the page asks for a session key, spends with it without a prompt,
// and the visitor revokes it in Account's sessions list. A dapp whose sign-in check knows only
// plain keys gets SPEC §8's smart-account message.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  isAddressEqual,
  parseAbi,
} from 'viem'
import type { Anvil } from '../support/anvil.js'
import type { Bundler } from '../support/bundler.js'
import type { AccountAbstraction } from '../support/bundlerContracts.js'
import { installPermit2, permit2Abi, permit2Address } from '../support/permit2/installPermit2.js'
import {
  chainId,
  secureFrame as frame,
  pageAddress,
  request,
  type SmartHost,
  serveSmartHost,
  signInByEmail,
} from './emailHost.js'
import { expect, frameAtRest, rpc, screenshotDir, settled } from './fixtures.js'
import type { EmailPageWindow } from './pages/email.js'
import { test } from './secureSite.js'
import type { ServedPage } from './servePage.js'

const ETH = 10n ** 18n

let served: SmartHost
let anvil: Anvil
let aa: AccountAbstraction
let bundler: Bundler
let host: ServedPage

test.beforeAll(async ({ secureSite }) => {
  test.setTimeout(180_000)
  served = await serveSmartHost({
    site: secureSite,
    title: 'Smart account e2e',
    // Uniswap's Permit2: an operation that allows a spender there is read as a permit.
    prepare: (node) => installPermit2(node.rpcUrl).then(() => undefined),
  })
  ;({ anvil, aa, bundler, host } = served)
})

test.afterAll(async () => {
  await served?.close()
})

const truncated = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const chain = () => createPublicClient({ transport: http(anvil.rpcUrl) })

async function login(page: Page, dialog: Locator, query = '', view = 'Account'): Promise<void> {
  await signInByEmail(page, dialog, served, { prefix: 'smart', query, view })
}

async function openAccount(page: Page, dialog: Locator): Promise<void> {
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
}

test('e-mail login → smart account; a send deploys it; a batch is one user operation; switch to the key and back', async ({
  page,
  dialog,
}) => {
  test.setTimeout(120_000)
  await login(page, dialog)
  const smart = await pageAddress(page)
  // The account type switch lists both accounts; the smart one is chosen (SPEC §6 default).
  const switcher = dialog.getByTestId('account-type')
  await expect(switcher).toBeVisible()
  const smartChoice = switcher.getByRole('radio', { name: /Smart account/ })
  const keyChoice = switcher.getByRole('radio', { name: /Key account/ })
  await expect(smartChoice).toBeChecked()
  const key = (await dialog
    .getByTestId('account-type-eoa')
    .locator('.gw-at-meta')
    .getAttribute('title')) as Address
  expect(isAddressEqual(smart, key)).toBe(false)
  // The counterfactual address is the factory's for the embedded key, not yet deployed.
  const expected = await chain().readContract({
    address: aa.gangwayFactory,
    abi: aa.abis.factory,
    functionName: 'getAddress',
    args: [key, 0n],
  })
  expect(smart).toBe(expected)
  expect(await chain().getCode({ address: smart })).toBeUndefined()
  await expect(dialog.getByTestId('account-address')).toHaveText(truncated(smart))
  // axe on the switch (Account's network chip has a violation of its own, left to the core).
  const axe = await new AxeBuilder({ page })
    .include({ fromShadowDom: ['gangway-modal', '[data-testid="account-type"]'] })
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  await settled(page)
  // Four tiles: each label stays inside its tile ('Sign out everywhere' spilled past its edge).
  const spills = await dialog
    .locator('.feature')
    .evaluateAll((tiles) =>
      tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent),
    )
  expect(spills).toEqual([])
  await page.screenshot({ path: `${screenshotDir}/smart-account.png` })

  await page.keyboard.press('Escape')

  // A message signed by the undeployed account verifies (ERC-6492), as SIWX checks it.
  const signing = request(page, 'personal_sign', ['0x68656c6c6f2067616e67776179', smart])
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(frame(page).getByText('hello gangway')).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  expect(await chain().verifyMessage({ address: smart, message: 'hello gangway', signature })).toBe(
    true,
  )

  // Send from the smart account: approved in the frame, one user operation, which deploys it.
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [smart, `0x${(2n * ETH).toString(16)}`])
  const receiver = '0x000000000000000000000000000000000000bEEF'
  const sending = request(page, 'eth_sendTransaction', [
    { from: smart, to: receiver, value: '0xde0b6b3a7640000' },
  ])
  await expect(frame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(frame(page).getByText(smart)).toBeVisible()
  // "You send 1 ETH" (simulated on the network's RPC) and "Value 1 ETH" (the request).
  await expect(frame(page).getByText('1 ETH', { exact: true })).toHaveCount(2)
  await settled(page)
  await page.screenshot({ path: `${screenshotDir}/smart-account-approve.png` })
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const hash = (await sending) as Hex
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(isAddressEqual(receipt.to as Address, aa.entryPoint)).toBe(true)
  expect(await chain().getCode({ address: smart })).not.toBeUndefined()
  expect(await chain().getBalance({ address: receiver })).toBe(ETH)

  // EIP-5792: capabilities, a batch of two calls as one user operation, its status.
  const capabilities = (await request(page, 'wallet_getCapabilities', [smart])) as Record<
    string,
    { atomic: { status: string } }
  >
  expect(capabilities[`0x${chainId.toString(16)}`]?.atomic.status).toBe('supported')
  const bundles = bundler.bundles.length
  const batching = request(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: `0x${chainId.toString(16)}`,
      from: smart,
      atomicRequired: true,
      calls: [
        { to: '0x000000000000000000000000000000000000c0de', value: '0x2386f26fc10000' },
        { to: '0x000000000000000000000000000000000000dead', value: '0x2386f26fc10000' },
      ],
    },
  ])
  await expect(frame(page).getByRole('heading', { name: 'Send calls' })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const { id } = (await batching) as { id: Hex }
  await expect
    .poll(
      async () =>
        ((await request(page, 'wallet_getCallsStatus', [id])) as { status: number }).status,
    )
    .toBe(200)
  expect(bundler.bundles.length).toBe(bundles + 1)
  expect(await chain().getBalance({ address: '0x000000000000000000000000000000000000c0de' })).toBe(
    10n ** 16n,
  )

  // Switch to the key (eoa) and back: the connection's address follows.
  await openAccount(page, dialog)
  await keyChoice.click()
  await expect(dialog.getByTestId('account-address')).toHaveText(truncated(key))
  expect(await pageAddress(page)).toBe(key)
  await expect(keyChoice).toBeChecked()
  await settled(page)
  await page.screenshot({ path: `${screenshotDir}/smart-account-eoa.png` })
  await smartChoice.click()
  await expect(dialog.getByTestId('account-address')).toHaveText(truncated(smart))
  expect(await pageAddress(page)).toBe(smart)
  // SPEC §4: each change of the account type is an analytics event, with the type and network
  // (issue 36 item 8), as the host's on('analytics') hears it.
  const switches = await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.analytics.filter(
      ({ event }) => event === 'SET_PREFERRED_ACCOUNT_TYPE',
    ),
  )
  expect(switches).toEqual([
    {
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'eoa', network: `eip155:${chainId}` },
    },
    {
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'smartAccount', network: `eip155:${chainId}` },
    },
  ])

  // The choice is stored: a reload keeps the smart account.
  await page.reload()
  await expect(page.locator('[data-gangway-button]')).toContainText(smart.slice(0, 6))
})

type SessionPage = {
  emailPage: {
    session: {
      grant(parameters: { to: Address; allowance: bigint; seconds: number }): Promise<Address>
      send(value: bigint): Promise<Hex>
    }
  }
}

test('sessions: the page is granted a session key, spends with it without a prompt, the visitor revokes it on Account, and the next use fails', async ({
  page,
  dialog,
}) => {
  test.setTimeout(150_000)
  await login(page, dialog, '?sessions=on')
  const smart = await pageAddress(page)
  // Nothing granted yet: the list says so.
  const sessions = dialog.getByTestId('sessions')
  await expect(sessions.getByRole('heading', { name: 'App sessions' })).toBeVisible()
  await expect(sessions).toContainText('No app can act for this account without asking you.')
  await page.keyboard.press('Escape')

  await rpc(anvil.rpcUrl, 'anvil_setBalance', [smart, `0x${(2n * ETH).toString(16)}`])
  const receiver = '0x000000000000000000000000000000000000cafE'
  // The page asks for a session: plain sends to `receiver`, 0.01 ETH in all, for an hour.
  const granting = page.evaluate(
    (to) =>
      (window as unknown as SessionPage).emailPage.session.grant({
        to: to as Address,
        allowance: 10n ** 16n,
        seconds: 3600,
      }),
    receiver,
  )
  await expect(frame(page).getByRole('heading', { name: 'Grant a session' })).toBeVisible()
  await expect(frame(page).getByText('0.01 ETH')).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const context = await granting
  expect(await chain().getCode({ address: smart })).not.toBeUndefined()

  // The page spends with its key: no approval view, no modal.
  const spendWithSession = () =>
    page.evaluate(() =>
      (window as unknown as SessionPage).emailPage.session.send(10n ** 15n).then(
        () => 'sent',
        (error: Error) => error.message,
      ),
    )
  expect(await spendWithSession()).toBe('sent')
  expect(await chain().getBalance({ address: receiver })).toBe(10n ** 15n)
  await expect(dialog).toBeHidden()
  await expect(frame(page).getByRole('heading', { name: 'Grant a session' })).toBeHidden()

  // Account lists it in the visitor's words.
  await openAccount(page, dialog)
  const row = sessions.getByTestId('session')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(new URL(host.url).origin)
  await expect(row).toContainText(
    `May send up to 0.01 ETH to ${truncated(receiver)} without asking`,
  )
  await expect(row).toContainText('Spent so far: 0.001 ETH')
  await expect(row).toContainText(/Ends /)
  const axe = await new AxeBuilder({ page })
    .include({ fromShadowDom: ['gangway-modal', '[data-testid="sessions"]'] })
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  await row.scrollIntoViewIfNeeded()
  await settled(page)
  await page.screenshot({ path: `${screenshotDir}/smart-sessions.png` })

  // Revoke by keyboard; the visitor approves it in the frame.
  const revoke = row.getByRole('button', {
    name: `Revoke the session of ${new URL(host.url).origin}`,
  })
  await revoke.focus()
  await page.keyboard.press('Enter')
  await expect(frame(page).getByRole('heading', { name: 'End a session' })).toBeVisible()
  await expect(frame(page).getByText(context)).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(`The session of ${new URL(host.url).origin} has ended`)).toBeVisible()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(sessions).toContainText('No app can act for this account without asking you.')
  await settled(page)
  await page.screenshot({ path: `${screenshotDir}/smart-sessions-revoked.png` })

  // The page's key no longer works: the account refuses it on chain.
  expect(await spendWithSession()).toMatch(/AA24/)
  expect(await chain().getBalance({ address: receiver })).toBe(10n ** 15n)
})

test('sessions off (SPEC §9 default): no sessions list, and wallet_grantPermissions is refused', async ({
  page,
  dialog,
}) => {
  await login(page, dialog)
  await expect(dialog.getByTestId('account-type')).toBeVisible()
  await expect(dialog.getByTestId('sessions')).toHaveCount(0)
  await page.keyboard.press('Escape')
  const smart = await pageAddress(page)
  const reply = await page.evaluate(
    (address) =>
      (window as unknown as EmailPageWindow).emailPage
        .request('wallet_grantPermissions', [
          {
            address,
            expiry: Math.floor(Date.now() / 1000) + 3600,
            signer: { type: 'key', data: { id: address } },
            permissions: [
              { type: 'native-token-transfer', data: { to: address, allowance: '0x1' } },
            ],
          },
        ])
        .then(
          () => 'granted',
          (error: { code?: number; message: string }) => `${error.code} ${error.message}`,
        ),
    smart,
  )
  expect(reply).toBe('4200 Requested RPC call is not allowed')
  await expect(frame(page).getByRole('heading', { name: 'Grant a session' })).toHaveCount(0)
})

test("siwx with the smart account: a dapp whose check knows only plain keys → 'This application might not support Smart Accounts'", async ({
  page,
  dialog,
}) => {
  await login(page, dialog, '?siwx=eoa-only', 'SIWXSignMessage')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('This application might not support Smart Accounts')).toBeVisible()
  await expect(page.getByText('Signature declined')).toHaveCount(0)
})

test("eth_sendUserOperation (issue 36 item 2): the frame shows the operation's calls, decoded; approved by keyboard, both are paid by one user operation", async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  await login(page, dialog)
  const smart = await pageAddress(page)
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [smart, '0xde0b6b3a7640000'])
  await page.keyboard.press('Escape')
  const [alice, bob] = [
    '0x000000000000000000000000000000000000a11c',
    '0x0000000000000000000000000000000000000b0b',
  ] as const
  // A third call allows a spender the account never used on Permit2 (issue 33): up to 5 USDC.
  const spender = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
  const usdc = served.fixtures.usdc
  const expiration = 1_900_000_000
  const allow = encodeFunctionData({
    abi: permit2Abi,
    functionName: 'approve',
    args: [usdc, spender, 5_000_000n, expiration],
  })
  const callData = encodeFunctionData({
    abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
    functionName: 'executeBatch',
    args: [
      [
        { target: alice, value: 10n ** 16n, data: '0x' },
        { target: bob, value: 2n * 10n ** 16n, data: '0x' },
        { target: permit2Address, value: 0n, data: allow },
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
  // The app's operation read down to its two calls: each recipient and amount on its own line.
  await expect(approval.getByText(new RegExp(`^1\\. ${alice}$`, 'i'))).toBeVisible()
  await expect(approval.getByText(new RegExp(`^2\\. ${bob}$`, 'i'))).toBeVisible()
  await expect(approval.getByText('2. 0.02 ETH', { exact: true })).toBeVisible()
  await expect(
    approval.getByText(
      "The wallet sends these calls as its own operation: the app's gas, fee and paymaster fields are not used.",
    ),
  ).toBeVisible()
  // The Permit2 call read as the permit it is, and its spender new to this account.
  const until = await page.evaluate(
    (seconds) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        seconds * 1000,
      ),
    expiration,
  )
  await expect(
    approval.getByText(`${spender} up to 5 USDC, until ${until}`, { exact: true }),
  ).toBeVisible()
  await expect(approval.locator('p.warning')).toHaveText([
    `New spender: no earlier permission from you to ${spender} for USDC was found on this network. Sign only if you trust it.`,
  ])
  await expect(approval.getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await page.screenshot({ path: `${screenshotDir}/smart-send-user-operation.png` })
  // Keyboard only: from the focused button, Tab until Approve has the focus, then Enter.
  for (let i = 0; i < 6; i++) {
    if (
      await approval
        .getByRole('button', { name: 'Approve' })
        .evaluate((b) => b === document.activeElement)
    )
      break
    await page.keyboard.press('Tab')
  }
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeFocused()
  await page.keyboard.press('Enter')
  const hash = (await sending) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect.poll(() => chain().getBalance({ address: alice })).toBe(10n ** 16n)
  expect(await chain().getBalance({ address: bob })).toBe(2n * 10n ** 16n)
  expect(bundler.bundles.length).toBe(bundles + 1)
  // Permit2 itself (the real contract) holds the allowance the operation granted.
  const [amount, until_] = (await chain().readContract({
    address: permit2Address,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [smart, usdc, spender],
  })) as readonly [bigint, number, number]
  expect([amount, until_]).toEqual([5_000_000n, expiration])
  expect(problems).toEqual([])
})
