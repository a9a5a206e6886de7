// CUSTODY=shares with a passkey (issue 32): Chromium's virtual authenticator (CDP WebAuthn,
// ctap2, internal, resident keys, user verification, PRF) answers the frame's WebAuthn calls.
// Sign up by e-mail code and passkey, sign and send on anvil; then a new device — the frame's
// device share deleted, the session signed out, the same authenticator (the virtual one gives
// no PRF output for a credential copied to another browser context) — opens the wallet with
// the code and the passkey and signs with the same address. An authenticator without PRF is
// told so and offered the password.
//
// WebAuthn refuses an IP address as RP ID: the frame and the host page are loaded from
// `localhost` (both listen on 127.0.0.1), on two ports: the frame is cross-origin, so the
// host's frame element must allow publickey-credentials-create/-get. (A cross-site frame has
// no storage in this Chromium: the storage-blocked spec covers that.)
import type { CDPSession, Locator, Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { launchOptions } from '../../playwright.config.js'
import {
  accountOf,
  approveInFrame,
  type CustodyPage,
  frame,
  logIn as logInFrom,
  signAndVerify,
  slow,
  startCustodyPage,
} from './custodyPage.js'
import { expect, expectAccessible, frameAtRest, rpc, settled, test } from './fixtures.js'
import type { EmailPageWindow } from './pages/email.js'

test.use({
  launchOptions: {
    ...launchOptions,
    // localhost answers too (the frame's origin): remote hosts still fail at once.
    args: launchOptions.args.map((arg) =>
      arg.startsWith('--host-resolver-rules=') ? `${arg} , EXCLUDE localhost` : arg,
    ),
  },
})

let custody: CustodyPage

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  custody = await startCustodyPage({ title: 'Custody passkey e2e', host: 'localhost' })
})

test.afterAll(async () => {
  await custody?.close()
})

let counter = 0
const newEmail = () => `passkey${Date.now()}n${++counter}@example.com`
const ETH = 10n ** 18n
const logIn = (page: Page, dialog: Locator, address: string) =>
  logInFrom(page, dialog, custody.smtp, address)
const hello = (account: Address) => `passkey says hi from ${account.slice(0, 8)}`

/** A virtual platform authenticator on the page's CDP session: the frame's calls reach it. */
async function addAuthenticator(
  page: Page,
  hasPrf: boolean,
): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, id: authenticatorId }
}

test('sign up by code and passkey, send on anvil; a new device (no device share) opens the wallet with the code and the passkey and signs with the same address', async ({
  page,
  dialog,
  problems,
}) => {
  const { cdp, id } = await addAuthenticator(page, true)
  const address = newEmail()
  await page.goto(custody.url)
  await logIn(page, dialog, address)

  // The authenticator may have PRF: the passkey first (focused), the password second; the
  // modal's header names the choice.
  await expect(frame(page).getByRole('form', { name: 'Protect your wallet' })).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Recovery Method')
  const create = frame(page).getByRole('button', { name: 'Create a passkey' })
  await expect(create).toBeFocused()
  await expect(
    frame(page).getByRole('heading', { name: 'Or set a recovery password' }),
  ).toBeVisible()
  await expect(frame(page).getByLabel('Recovery password', { exact: true })).toBeVisible()
  await frameAtRest(page)
  await settled(page)
  await expect(dialog).toHaveScreenshot('passkey-offer.png')
  await expectAccessible(page, 'the recovery view, passkey first')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account', slow)

  // The frame's create() reached the virtual authenticator: one passkey, for the site's host.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials.map((c) => c.rpId)).toEqual(['localhost'])
  const account = (await accountOf(page)) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Sign and send on anvil.
  await page.keyboard.press('Escape')
  await signAndVerify(page, account, hello(account))
  await rpc(custody.anvil.rpcUrl, 'anvil_setBalance', [account, `0x${(10n * ETH).toString(16)}`])
  const receiver = '0x000000000000000000000000000000000000bEEF'
  const before = BigInt(
    await rpc<string>(custody.anvil.rpcUrl, 'eth_getBalance', [receiver, 'latest']),
  )
  const sending = page.evaluate(
    ([from, to]) =>
      (window as unknown as EmailPageWindow).emailPage.request('eth_sendTransaction', [
        { from, to, value: '0xde0b6b3a7640000' },
      ]),
    [account, receiver],
  )
  await expect(frame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await approveInFrame(page)
  const hash = (await sending) as Hex
  await expect
    .poll(
      async () =>
        (
          await rpc<{ status: string } | null>(custody.anvil.rpcUrl, 'eth_getTransactionReceipt', [
            hash,
          ])
        )?.status,
    )
    .toBe('0x1')
  expect(
    BigInt(await rpc<string>(custody.anvil.rpcUrl, 'eth_getBalance', [receiver, 'latest'])),
  ).toBe(before + ETH)

  // A new device: signed out, the frame origin's device share deleted (from inside the frame).
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  // Closed. Signed out, Connect is rendered ahead with the e-mail field, out of sight (issue 35).
  await expect(dialog).toBeHidden()
  const siteFrame = page.frames().find((candidate) => candidate.url().startsWith(custody.site.url))
  if (!siteFrame) throw new Error('the secure site frame is not on the page')
  expect(
    await siteFrame.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('gangway-custody')
          request.onsuccess = () => resolve('deleted')
          request.onerror = () => resolve('failed')
          request.onblocked = () => resolve('blocked')
        }),
    ),
  ).toBe('deleted')
  custody.clock.offset += 60_000
  await page.reload()
  await logIn(page, dialog, address)
  const open = frame(page).getByRole('form', { name: 'Open your wallet with your passkey' })
  await expect(open).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Passkey')
  const use = frame(page).getByRole('button', { name: 'Use passkey' })
  await expect(use).toBeFocused()
  await expectAccessible(page, 'the passkey view (new device)')
  await frameAtRest(page)
  await settled(page)
  await expect(dialog).toHaveScreenshot('passkey-open.png')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'Account', slow)
  expect(await accountOf(page)).toBe(account)
  await page.keyboard.press('Escape')
  await signAndVerify(page, account, hello(account))
  expect(problems).toEqual([])
})

test('an authenticator without PRF: the passkey is refused with a reason, and the recovery password protects the wallet', async ({
  page,
  dialog,
}) => {
  await addAuthenticator(page, false)
  await page.goto(custody.url)
  await logIn(page, dialog, newEmail())
  // The browser says it supports PRF (its authenticator's own support shows only once a passkey
  // is made): the passkey is offered first.
  await expect(frame(page).getByRole('form', { name: 'Protect your wallet' })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Create a passkey' }).click()
  // This one has none: said, and the password alone is asked.
  await expect(frame(page).getByRole('alert')).toHaveText(
    'This passkey cannot protect your wallet: it does not support the PRF extension. Set a recovery password instead.',
    slow,
  )
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(frame(page).getByRole('button', { name: 'Create a passkey' })).toHaveCount(0)
  await expect(frame(page).getByLabel('Recovery password', { exact: true })).toBeFocused()
  const password = 'a recovery password instead'
  await frame(page).getByLabel('Recovery password', { exact: true }).fill(password)
  await frame(page).getByLabel('Repeat the recovery password').fill(password)
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Save password' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account', slow)
})
