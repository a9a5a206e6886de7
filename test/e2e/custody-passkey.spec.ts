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
import { fileURLToPath } from 'node:url'
import type { CDPSession, Locator, Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { launchOptions } from '../../playwright.config.js'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, expectAccessible, frameAtRest, rpc, settled, test } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

test.use({
  launchOptions: {
    ...launchOptions,
    // localhost answers too (the frame's origin): remote hosts still fail at once.
    args: launchOptions.args.map((arg) =>
      arg.startsWith('--host-resolver-rules=') ? `${arg} , EXCLUDE localhost` : arg,
    ),
  },
})

const chainId = 31_337
const clock = { offset: 0 }

let anvil: Anvil
let smtp: SmtpSink
let site: BoundSecureSite
let siteUrl: string
let host: ServedPage
/** The host page's URL by name (`localhost`). */
let hostUrl: string

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Custody passkey e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  smtp = await startSmtpSink()
  site = await bindSecureSite({ host: 'localhost' })
  siteUrl = site.url
  const config: EmailPageConfig = { rpcUrl: anvil.rpcUrl, chainId, secureSiteUrl: siteUrl }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, siteUrl],
    frameSrc: [siteUrl],
  })
  hostUrl = host.url.replace('//127.0.0.1:', '//localhost:')
  await site.start({
    allowedOrigins: [new URL(hostUrl).origin],
    smtpUrl: smtp.url,
    custody: 'shares',
    now: () => Date.now() + clock.offset,
  })
})

test.afterAll(async () => {
  await host?.close()
  await site?.close()
  await smtp?.close()
  await anvil?.stop()
})

let counter = 0
const newEmail = () => `passkey${Date.now()}n${++counter}@example.com`
/** A step behind the key's split and the server (a loaded 2-core machine is slow). */
const slow = { timeout: 30_000 }
const frame = (page: Page) => page.frameLocator('#w3m-iframe')
const ETH = 10n ** 18n

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

async function logIn(page: Page, dialog: Locator, address: string): Promise<void> {
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(code)
}

const accountOf = (page: Page) =>
  page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()) as Promise<
    Address | undefined
  >

async function approve(page: Page): Promise<void> {
  await expect(frame(page).getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
}

async function signAndVerify(page: Page, account: Address): Promise<void> {
  const message = `passkey says hi from ${account.slice(0, 8)}`
  const signing = page.evaluate(
    ([hex, from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [hex, from]),
    [`0x${Buffer.from(message).toString('hex')}`, account],
  )
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await approve(page)
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message, signature })).toBe(true)
}

test('sign up by code and passkey, send on anvil; a new device (no device share) opens the wallet with the code and the passkey and signs with the same address', async ({
  page,
  dialog,
  problems,
}) => {
  const { cdp, id } = await addAuthenticator(page, true)
  const address = newEmail()
  await page.goto(hostUrl)
  await logIn(page, dialog, address)

  // The set view offers the passkey beside the password (the field keeps the focus).
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  const offer = frame(page).getByRole('button', { name: 'Use a passkey instead' })
  await expect(offer).toBeVisible()
  await expect(frame(page).getByLabel('Recovery password', { exact: true })).toBeFocused()
  await frameAtRest(page)
  await settled(page)
  await expect(dialog).toHaveScreenshot('passkey-offer.png')
  await expectAccessible(page, 'the recovery view with the passkey offer')
  await offer.click()
  await expect(dialog).toHaveAttribute('data-view', 'Account', slow)

  // The frame's create() reached the virtual authenticator: one passkey, for the site's host.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials.map((c) => c.rpId)).toEqual(['localhost'])
  const account = (await accountOf(page)) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Sign and send on anvil.
  await page.keyboard.press('Escape')
  await signAndVerify(page, account)
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [account, `0x${(10n * ETH).toString(16)}`])
  const receiver = '0x000000000000000000000000000000000000bEEF'
  const before = BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [receiver, 'latest']))
  const sending = page.evaluate(
    ([from, to]) =>
      (window as unknown as EmailPageWindow).emailPage.request('eth_sendTransaction', [
        { from, to, value: '0xde0b6b3a7640000' },
      ]),
    [account, receiver],
  )
  await expect(frame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await approve(page)
  const hash = (await sending) as Hex
  await expect
    .poll(
      async () =>
        (await rpc<{ status: string } | null>(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash]))
          ?.status,
    )
    .toBe('0x1')
  expect(BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(
    before + ETH,
  )

  // A new device: signed out, the frame origin's device share deleted (from inside the frame).
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toHaveCount(0)
  const siteFrame = page.frames().find((candidate) => candidate.url().startsWith(siteUrl))
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
  clock.offset += 60_000
  await page.reload()
  await logIn(page, dialog, address)
  const open = frame(page).getByRole('form', { name: 'Open your wallet with your passkey' })
  await expect(open).toBeVisible()
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
  await signAndVerify(page, account)
  expect(problems).toEqual([])
})

test('an authenticator without PRF: the passkey is refused with a reason, and the recovery password protects the wallet', async ({
  page,
  dialog,
}) => {
  await addAuthenticator(page, false)
  await page.goto(hostUrl)
  await logIn(page, dialog, newEmail())
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Use a passkey instead' }).click()
  await expect(frame(page).getByRole('alert')).toHaveText(
    'This passkey cannot protect your wallet: it does not support the PRF extension. Set a recovery password instead.',
    slow,
  )
  await expect(frame(page).getByRole('button', { name: 'Use a passkey instead' })).toHaveCount(0)
  const password = 'a recovery password instead'
  await frame(page).getByLabel('Recovery password', { exact: true }).fill(password)
  await frame(page).getByLabel('Repeat the recovery password').fill(password)
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Save password' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account', slow)
})
