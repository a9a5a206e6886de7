// E-mail login end to end (issue 16): a host page with a strict CSP, the real secure site
// (in-process on PGlite, on its own loopback origin), a real SMTP sink (smtp-server +
// mailparser) and anvil. The visitor types an e-mail, reads the code from the mail, and gets
// an account; signatures and transactions are approved inside the secure site's frame.
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Locator, Page, Route } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, deployFixtures, startAnvil } from '../support/anvil.js'
import { announcements, expectNoRepeats, recordAnnouncements, timesSaid } from './announcements.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, expectAccessible, frameAtRest, rpc, snap, test, view } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337
const ETH = 10n ** 18n

/** The site's clock runs `offset` ms ahead of the real one (code expiry without sleeping). */
const clock = { offset: 0 }

let anvil: Anvil
let smtp: SmtpSink
let site: BoundSecureSite
let siteUrl: string
let host: ServedPage
let stranger: ServedPage
let unreachable: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>E-mail e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

async function serveHost(secureSiteUrl: string): Promise<ServedPage> {
  const config: EmailPageConfig = { rpcUrl: anvil.rpcUrl, chainId, secureSiteUrl }
  return servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, secureSiteUrl],
    frameSrc: [secureSiteUrl],
  })
}

// Each test is a whole visit through the secure site (mails, codes, the frame, a reload): the
// longest takes 35 s on an idle machine and over 60 s on a loaded one.
test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  // Three page bundles, the frame, anvil, PGlite's migrations: slow on a busy machine.
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  await deployFixtures(anvil.rpcUrl)
  smtp = await startSmtpSink()
  site = await bindSecureSite()
  siteUrl = site.url
  host = await serveHost(siteUrl)
  stranger = await serveHost(siteUrl)
  // A port with nothing behind it: the secure site is down.
  const closed = serve({ fetch: () => new Response(''), port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => closed.once('listening', () => resolve()))
  const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  unreachable = await serveHost(downUrl)
  await site.start({
    allowedOrigins: [new URL(host.url).origin, new URL(unreachable.url).origin],
    smtpUrl: smtp.url,
    now: () => Date.now() + clock.offset,
  })
})

test.afterAll(async () => {
  await Promise.all([host?.close(), stranger?.close(), unreachable?.close()])
  await site?.close()
  await smtp?.close()
  await anvil?.stop()
})

let counter = 0
const newEmail = () => `visitor${Date.now()}n${++counter}@example.com`

async function openConnect(page: Page, url: string, dialog: Locator): Promise<void> {
  await page.goto(url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
}

async function submitEmail(dialog: Locator, address: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
}

async function typeCode(page: Page, dialog: Locator, code: string): Promise<void> {
  // The first box has the focus; typing moves along box by box.
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(code)
}

const frame = (page: Page) => page.frameLocator('#w3m-iframe')

test('e-mail → code from the mail → Account; sign and send approved in the frame; reload restores; sign out', async ({
  page,
  dialog,
  problems,
}) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  // SPEC §2: e-mail first among the connect methods.
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await expect(field).toBeVisible()
  await expectAccessible(page, 'Connect with e-mail')
  await submitEmail(dialog, address)
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  await expectAccessible(page, 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  // Paste fills all six boxes and submits.
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.evaluate((text) => {
    const modal = document.querySelector('gangway-modal')?.shadowRoot
    const box = modal?.querySelector<HTMLInputElement>('input[aria-label="Digit 1 of 6"]')
    const data = new DataTransfer()
    data.setData('text', text)
    box?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, code)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = (await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.address(),
  )) as Address
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-4)}`,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText('0 ETH')

  // A reload restores the session without a code.
  await rpc(anvil.rpcUrl, 'anvil_setBalance', [account, `0x${(10n * ETH).toString(16)}`])
  await page.reload()
  await expect(page.locator('[data-gangway-button]')).toContainText(account.slice(0, 6))
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-address')).toHaveText(
    `${account.slice(0, 6)}…${account.slice(-4)}`,
  )
  // The balance is read again after the restore: 10 ETH, not the 0 ETH seen before it.
  await expect(dialog.getByTestId('account-balance')).toHaveText('10 ETH')
  await page.keyboard.press('Escape')

  // Sign a message: ApproveTransaction shows the frame; the visitor approves inside it.
  const signing = page.evaluate(
    ([from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [
        '0x68656c6c6f2067616e67776179',
        from,
      ]),
    [account],
  )
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(frame(page).getByText('hello gangway')).toBeVisible()
  await expect(frame(page).getByText(`Requested by ${new URL(host.url).origin}`)).toBeVisible()
  await expect(frame(page).getByRole('button', { name: 'Reject' })).toBeFocused()
  await expectAccessible(page, 'ApproveTransaction with the frame')
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message: 'hello gangway', signature })).toBe(true)
  await expect(dialog).toHaveCount(0)

  // A rejected request answers 4001.
  const rejected = page.evaluate(
    ([from]) =>
      (window as unknown as EmailPageWindow).emailPage
        .request('personal_sign', ['0x6e6f', from])
        .then(
          () => 'signed',
          (error: { code?: number }) => error.code,
        ),
    [account],
  )
  // Chromium drops input to a frame that watches its visibility (IntersectionObserver v2)
  // for 500 ms after the host moved it: act once the approval is armed (issue 31).
  await expect(frame(page).getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toBe(4001)

  // Send on anvil: filled by the host's RPC, signed in the frame, broadcast by the host.
  // Anvil holds it out of a block until the test mines: a node answers the old balance until
  // the transaction is included, as a real chain does for a few seconds.
  await rpc(anvil.rpcUrl, 'evm_setAutomine', [false])
  const receiver = '0x000000000000000000000000000000000000bEEF'
  const sending = page.evaluate(
    ([from, to]) =>
      (window as unknown as EmailPageWindow).emailPage.request('eth_sendTransaction', [
        { from, to, value: '0xde0b6b3a7640000' },
      ]),
    [account, receiver],
  )
  await expect(frame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(frame(page).getByText('1 ETH', { exact: true })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const hash = (await sending) as Hex
  // The balance read at once still sees 10 ETH: the Account view must not keep it (SPEC §4).
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog.getByTestId('account-balance')).toHaveText('10 ETH')
  await rpc(anvil.rpcUrl, 'evm_mine', [])
  await rpc(anvil.rpcUrl, 'evm_setAutomine', [true])
  // Anvil may index the receipt a moment after the block: poll for it.
  await expect
    .poll(
      async () =>
        (await rpc<{ status: string } | null>(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash]))
          ?.status,
    )
    .toBe('0x1')
  expect(BigInt(await rpc<string>(anvil.rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(ETH)
  // SPEC §4: once it is mined the native balance is read again, not 30 s later: 10 ETH less
  // the 1 sent and the fee. The wallet polls for the receipt every 4 s (SPEC §9).
  await expect(dialog.getByTestId('account-balance')).toHaveText(/^8\.9\d* ETH$/, {
    timeout: 15_000,
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Methods off SPEC §6's lists are refused.
  const refused = await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.request('eth_sign', []).then(
      () => 'signed',
      (error: { message: string }) => error.message,
    ),
  )
  expect(refused).toContain('Requested RPC call is not allowed')

  // Sign out: back to Connect, and a reload stays signed out. SPEC §4: sign-out deletes the
  // cached login data (login flag, e-mail, last chain, social username).
  const frameKeys = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('@gangway/frame/'))
        .sort(),
    )
  expect(await frameKeys()).toEqual(
    expect.arrayContaining(['@gangway/frame/email', '@gangway/frame/email-login-used']),
  )
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  // Closed. Signed out, Connect is rendered ahead with the e-mail field, out of sight (issue 35).
  await expect(dialog).toBeHidden()
  expect(await frameKeys()).toEqual([])
  await page.reload()
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  expect(problems).toEqual([])
})

test('a wrong code is refused and the visitor can try again', async ({ page, dialog }) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  // An empty field: the arrow is disabled and looks it (the neutral fill of a disabled button,
  // not the accent); a typed address makes it the accent button.
  const go = dialog.getByRole('button', { name: 'Continue with email' })
  const fill = () => go.evaluate((button) => getComputedStyle(button).backgroundColor)
  await expect(go).toBeDisabled()
  const empty = await fill()
  await snap(page, 'email-empty')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
  await expect(go).toBeEnabled()
  await expect.poll(fill).not.toBe(empty)
  await submitEmail(dialog, address)
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  const wrong = code === '000000' ? '111111' : '000000'
  await typeCode(page, dialog, wrong)
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await typeCode(page, dialog, code)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
})

test('an expired code is refused', async ({ page, dialog }) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, address)
  const code = await smtp.nextCode(address)
  clock.offset = 11 * 60_000
  try {
    await typeCode(page, dialog, code)
    await expect(dialog.getByRole('alert')).toHaveText(
      'The code has expired. Please request a new one',
    )
    // Resend waits for SPEC §5's 30 s throttle.
    await expect(dialog.getByRole('button', { name: /Resend code/ })).toBeDisabled()
  } finally {
    clock.offset = 0
  }
})

test("a host origin not on the allow-list gets 'Invalid App Configuration' and no frame traffic", async ({
  page,
  dialog,
}) => {
  const toSite: string[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(siteUrl)) toSite.push(new URL(request.url()).pathname)
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(stranger.url)
  // Issue 35: once the browser was idle, Connect waits out of sight with the e-mail field (it
  // renders ahead), and nothing was asked of the secure site.
  await expect(dialog).toHaveCount(1)
  await expect(dialog).toBeHidden()
  await expect(dialog.locator('input[type="email"]')).toHaveCount(1)
  await dialog.evaluate((card) => {
    ;(card as HTMLElement & { ahead?: boolean }).ahead = true
  })
  expect(toSite).toEqual([])
  const before = scripts.length
  await page.locator('[data-gangway-button] button').first().click()
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await expect(field).toBeVisible()
  await expect(field).toBeFocused()
  // The click only showed it: the same dialog element, no script fetched for it.
  expect(await dialog.evaluate((card) => (card as HTMLElement & { ahead?: boolean }).ahead)).toBe(
    true,
  )
  expect(scripts.slice(before)).toEqual([])
  await submitEmail(dialog, newEmail())
  await expect(dialog.getByRole('alert')).toHaveText('Invalid App Configuration')
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)
  expect(toSite).toEqual(['/projects/v1/origins'])
  // A German visitor reads it in German (issue 36 item 4).
  await page.goto(`${stranger.url}?locale=de`)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('textbox', { name: 'E-Mail' }).fill(newEmail())
  await dialog.getByRole('button', { name: 'Mit E-Mail fortfahren' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Ungültige App-Konfiguration')
})

test("the service down gives 'Unable to load email login dependency'", async ({ page, dialog }) => {
  await openConnect(page, unreachable.url, dialog)
  await submitEmail(dialog, newEmail())
  await expect(dialog.getByRole('alert')).toHaveText('Unable to load email login dependency')
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)
})

test("a code request the site never answers: after SPEC §9's 30 000 ms, 'Embedded Wallet Request Timed Out', and no spinner", async ({
  page,
  dialog,
}) => {
  // The frame loads; its request for a code reaches the network and is never answered.
  await page.clock.install()
  const held: Route[] = []
  await page.route(`${siteUrl}/api/v1/email/connect`, (route) => {
    held.push(route)
  })
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, newEmail())
  await expect.poll(() => held.map((route) => route.request().method())).toEqual(['POST'])
  await page.clock.fastForward(30_000)
  await expect(dialog.locator('.toast.error')).toHaveText('Embedded Wallet Request Timed Out')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(dialog.getByRole('button', { name: 'Continue with email' })).toBeEnabled()
  await snap(page, 'email-request-timed-out')
  // The site never sees it (its mail would outlive this test).
  await Promise.all(held.map((route) => route.abort()))
})

test('a known address on a new device logs in with a code that says a new device asks; then the e-mail is updated', async ({
  page,
  dialog,
  browser,
}) => {
  const address = newEmail()
  const renamed = newEmail()
  // First device: the address becomes a user.
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, address)
  await typeCode(page, dialog, await smtp.nextCode(address))
  await expect(dialog).toHaveAttribute('data-view', 'Account')

  // A second device (its own storage) for the same address, after SPEC §5's 30 s throttle.
  clock.offset += 31_000
  const context = await browser.newContext()
  const other = await context.newPage()
  const otherDialog = other.locator('gangway-modal [role="dialog"]')
  try {
    await openConnect(other, host.url, otherDialog)
    await submitEmail(otherDialog, address)
    // The same step as for a new address (connect tells no one which addresses have a
    // wallet); the mail tells the owner that a new device asks.
    await expect(otherDialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
    const mail = await smtp.waitForMail(address, (m) => m.text.includes('A new device asked'))
    const code = /^(\d{6}) is your Gangway login code for a new device$/.exec(mail.subject)?.[1]
    await typeCode(other, otherDialog, code ?? '')
    await expect(otherDialog).toHaveAttribute('data-view', 'Account')
  } finally {
    await context.close()
  }

  // Update the e-mail from Account: a code to the current address, then one to the new one.
  await dialog.getByRole('button', { name: 'Email', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'UpdateEmailWallet')
  await dialog.getByRole('textbox', { name: 'New email' }).fill(renamed)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'UpdateEmailPrimaryOtp')
  await typeCode(page, dialog, await smtp.nextCode(address))
  await expect(dialog).toHaveAttribute('data-view', 'UpdateEmailSecondaryOtp')
  await expect(view(dialog).getByText(`Enter the code we sent to ${renamed}`)).toBeVisible()
  await typeCode(page, dialog, await smtp.nextCode(renamed))
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByText('Email updated')).toBeVisible()
})

test("a German host: the frame and the mails speak the host's language, not the browser's", async ({
  page,
  dialog,
}) => {
  const address = newEmail()
  // The browser says English; the host page says German.
  await openConnect(page, `${host.url}?locale=de`, dialog)
  await dialog.getByRole('textbox', { name: 'E-Mail' }).fill(address)
  await dialog.getByRole('button', { name: 'Mit E-Mail fortfahren' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const mail = await smtp.waitForMail(address)
  const code = /^(\d{6}) ist dein Anmeldecode für Gangway$/.exec(mail.subject)?.[1] ?? ''
  expect(mail.text).toContain(`Dein Anmeldecode für Gangway lautet ${code}`)
  await expect(dialog.getByRole('textbox', { name: 'Ziffer 1 von 6' })).toBeFocused()
  await page.keyboard.type(code)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(frame(page).locator('html')).toHaveAttribute('lang', 'de')
  await page.keyboard.press('Escape')

  const account = (await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.address(),
  )) as Address
  const signing = page.evaluate(
    ([from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', ['0x6a61', from]),
    [account],
  )
  await expect(frame(page).getByRole('heading', { name: 'Nachricht signieren' })).toBeVisible()
  await expect(frame(page).getByRole('button', { name: 'Ablehnen' })).toBeFocused()
  await frame(page).getByRole('button', { name: 'Bestätigen' }).click()
  expect(
    await verifyMessage({ address: account, message: 'ja', signature: (await signing) as Hex }),
  ).toBe(true)
})

test('key export: a fresh code, then the keys show only inside the frame; copy; Escape hides them', async ({
  page,
  dialog,
}) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, address)
  await typeCode(page, dialog, await smtp.nextCode(address))
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = (await page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.address(),
  )) as Address
  // Everything the host page hears from now on.
  await page.evaluate(() => {
    const heard: string[] = []
    Object.assign(window, { heard })
    window.addEventListener('message', (event) => heard.push(JSON.stringify(event.data)))
  })

  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedExportKey')
  await expect(dialog.getByRole('note')).toContainText(
    'Whoever has your private keys controls your funds.',
  )
  await expect(dialog.getByText(`The wallet service at ${siteUrl} keeps your keys`)).toBeVisible()
  await expectAccessible(page, 'EmbeddedExportKey')
  await dialog.getByRole('button', { name: `Send a code to ${address}` }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedExportKeyOtp')
  const mail = await smtp.waitForMail(address, (m) => m.subject.includes('key export code'))
  expect(mail.text).toContain('Whoever has your private keys controls your funds.')
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? ''

  // A wrong code: the site refuses it inside the frame, which hides again.
  await typeCode(page, dialog, code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(page.locator('#w3m-iframe')).toHaveCSS('visibility', 'hidden')

  await typeCode(page, dialog, code)
  const keys = frame(page)
  await expect(keys.getByRole('heading', { name: 'Your private keys' })).toBeVisible()
  await expect(keys.getByRole('note')).toContainText('Whoever has these keys controls your funds')
  await expect(keys.getByRole('button', { name: 'Done' })).toBeFocused()
  await expectAccessible(page, 'the keys in the frame')
  const evmKey = (await keys.getByRole('textbox', { name: 'EVM private key' }).inputValue()) as Hex
  expect(privateKeyToAddress(evmKey)).toBe(account)
  const solanaKey = await keys.getByRole('textbox', { name: 'Solana secret key' }).inputValue()
  expect(solanaKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)

  // The host page never holds the keys: not in its DOM (the modal's shadow root included),
  // not in any message it received.
  const hostText = await page.evaluate(() => {
    const modal = document.querySelector('gangway-modal')?.shadowRoot?.innerHTML ?? ''
    return (
      document.documentElement.outerHTML +
      modal +
      (window as unknown as { heard: string[] }).heard.join('\n')
    )
  })
  expect(hostText).not.toContain(evmKey.slice(2))
  expect(hostText).not.toContain(solanaKey)

  // Keyboard: Tab reaches the copy buttons; Enter copies.
  await page.keyboard.press('Shift+Tab')
  await expect(keys.getByRole('button', { name: 'Copy Solana key' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(keys.getByRole('textbox', { name: 'Solana secret key' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(keys.getByRole('button', { name: 'Copy EVM key' })).toBeFocused()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.keyboard.press('Enter')
  await expect(keys.getByRole('status')).toHaveText('Copied')
  // What the visitor pastes elsewhere (the test reads the clipboard; the page could not).
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(evmKey)

  await page.keyboard.press('Escape')
  await expect(keys.getByRole('heading', { name: 'Your private keys' })).toHaveCount(0)
  await expect(keys.locator('#export')).toBeEmpty()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#w3m-iframe')).toHaveCSS('visibility', 'hidden')
})

test('the frame answers only its parent window: a same-origin window beside it gets no reply', async ({
  page,
  dialog,
}) => {
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, newEmail())
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  // Every reply the host page hears, and a window of the host's own origin that is not the
  // frame's parent (an about:blank frame: same origin, so only event.source tells them apart).
  await page.evaluate(() => {
    const replies: string[] = []
    Object.assign(window, { replies })
    window.addEventListener('message', (event) => {
      const id = (event.data as { id?: unknown } | null)?.id
      if (typeof id === 'string' && /^(forged|control)-/.test(id)) replies.push(id)
    })
    const beside = document.createElement('iframe')
    beside.name = 'beside'
    document.body.append(beside)
  })
  const ask = (id: string) => {
    const target = window.top?.document.getElementById('w3m-iframe') as HTMLIFrameElement
    target.contentWindow?.postMessage({ id, type: '@w3m-app/GET_CHAIN_ID' }, '*')
  }
  const beside = page.frame({ name: 'beside' })
  if (!beside) throw new Error('The same-origin window beside the wallet frame is missing.')
  await beside.evaluate(ask, 'forged-beside-1')
  // The same request from the parent is answered: replies are heard when there are any.
  await page.evaluate(ask, 'control-parent-1')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { replies: string[] }).replies))
    .toContain('control-parent-1')
  expect(await page.evaluate(() => (window as unknown as { replies: string[] }).replies)).toEqual([
    'control-parent-1',
  ])
})

test("SPEC §5's 30 s throttle: 'Please try again after {n} seconds', then Resend sends a code that works", async ({
  page,
  dialog,
}) => {
  // The page's clock runs on, and jumps when told (the throttle without waiting 30 s).
  await page.clock.install()
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, address)
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const first = await smtp.nextCode(address)
  const resend = dialog.getByRole('button', { name: /Resend code/ })
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in ([1-9]|[12]\d|30) s$/)

  // Back on Connect, the same address again within 30 s: SPEC's message, seconds rounded up.
  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await submitEmail(dialog, address)
  // (n: whole seconds left, 1 to 30; a loaded machine takes a few to get here.)
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Please try again after ([1-9]|[12]\d|30) seconds$/,
  )
  await expect(dialog).toHaveAttribute('data-view', 'Connect')

  // 30 s on (the page and the site): Resend is offered, mails a new code, and it works.
  clock.offset += 31_000
  try {
    await page.clock.fastForward(31_000)
    await submitEmail(dialog, address)
    await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
    const second = await smtp.nextCode(address)
    await page.clock.fastForward(31_000)
    clock.offset += 31_000
    await expect(resend).toBeEnabled()
    await expect(resend).toHaveText('Resend code')
    await resend.click()
    await expect(dialog.getByTestId('email-code').getByRole('status')).toHaveText(
      'A new code is on its way.',
    )
    const third = await smtp.nextCode(address)
    expect(new Set([first, second, third]).size).toBeGreaterThan(1)
    await expect(resend).toBeDisabled()
    await typeCode(page, dialog, third)
    await expect(dialog).toHaveAttribute('data-view', 'Account')
  } finally {
    clock.offset = 0
  }
})

test('live regions: the code sent, a wrong code, a resend and the throttle are each announced once', async ({
  page,
  dialog,
}) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  await recordAnnouncements(page)
  await submitEmail(dialog, address)
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  // Focus goes to the first box: the news that a code was sent is said, politely.
  const sent = `Enter the code we sent to ${address}`
  await expect.poll(() => timesSaid(page, sent)).toBe(1)
  const code = await smtp.nextCode(address)

  await typeCode(page, dialog, code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect.poll(() => timesSaid(page, 'Invalid code')).toBe(1)

  // SPEC §5's 30 s throttle, over without waiting: the site's clock 31 s on, and the page's
  // last send 31 s back.
  clock.offset += 31_000
  try {
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('last-email-login-time'))
      if (key) localStorage.setItem(key, JSON.stringify(Date.now() - 31_000))
    })
    await dialog.getByRole('button', { name: 'Resend code', exact: true }).click()
    await expect.poll(() => timesSaid(page, 'A new code is on its way.')).toBe(1)
    await smtp.nextCode(address)
  } finally {
    clock.offset -= 31_000
  }

  // A second e-mail within the throttle: refused, in words, once.
  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await submitEmail(dialog, address)
  await expect(dialog.getByRole('alert')).toHaveText(/Please try again after \d+ seconds/)
  await expect.poll(() => timesSaid(page, /Please try again after/)).toBe(1)

  const said = await announcements(page)
  expect(said.filter((entry) => entry.text === 'Invalid code')).toEqual([
    { politeness: 'assertive', text: 'Invalid code' },
  ])
  expect(said.find((entry) => entry.text === sent)?.politeness).toBe('polite')
  expect(said.find((entry) => /Please try again after/.test(entry.text))?.politeness).toBe(
    'assertive',
  )
  // The countdown on the button ticks every second: never said.
  expect(await timesSaid(page, /Resend code in/)).toBe(0)
  expect(await timesSaid(page, sent)).toBe(1)
  await expectNoRepeats(page)
})

/** Presses Tab until `target` (in the modal's shadow root or the page) has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const focused = await target.evaluate(
      (element) => (element.getRootNode() as Document | ShadowRoot).activeElement === element,
    )
    if (focused) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

test('sign out everywhere from Account, by keyboard: every device of the wallet is signed out', async ({
  page,
  dialog,
  browser,
}) => {
  const address = newEmail()
  await openConnect(page, host.url, dialog)
  await submitEmail(dialog, address)
  await typeCode(page, dialog, await smtp.nextCode(address))
  await expect(dialog).toHaveAttribute('data-view', 'Account')

  // A second device (its own storage) signed in to the same wallet.
  clock.offset += 31_000
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    const otherDialog = other.locator('gangway-modal [role="dialog"]')
    await openConnect(other, host.url, otherDialog)
    await submitEmail(otherDialog, address)
    await expect(otherDialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
    await typeCode(other, otherDialog, await smtp.nextCode(address))
    await expect(otherDialog).toHaveAttribute('data-view', 'Account')

    // Keyboard only: Tab to Account's entry, Enter; Tab to the confirming button, Enter.
    await tabTo(page, dialog.getByRole('button', { name: 'Sign out everywhere' }))
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveAttribute('data-view', 'EmbeddedSignOutEverywhere')
    await expect(
      view(dialog).getByText('This ends your wallet sessions on every device and browser'),
    ).toBeVisible()
    await expectAccessible(page, 'EmbeddedSignOutEverywhere')
    await tabTo(page, dialog.getByRole('button', { name: 'Sign out on all devices' }))
    await page.keyboard.press('Enter')

    // This device: disconnected, back at Connect, told so.
    await expect(dialog).toHaveAttribute('data-view', 'Connect')
    await expect(dialog.getByText('You are signed out on all devices')).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()),
    ).toBeUndefined()
    await page.reload()
    await page.locator('[data-gangway-button] button').first().click()
    await expect(dialog).toHaveAttribute('data-view', 'Connect')

    // The other device, still on its account, asks for a signature: the site refuses its ended
    // session, and the visitor reads SPEC §8's alert (issue 36 item 4).
    const signing = other.evaluate(() => {
      const { emailPage } = window as unknown as EmailPageWindow
      return emailPage.request('personal_sign', ['0x6869', emailPage.address()]).then(
        () => 'signed',
        (error: Error) => error.message,
      )
    })
    await expect(frame(other).getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await frameAtRest(other)
    await frame(other).getByRole('button', { name: 'Approve' }).click()
    await expect(otherDialog.locator('.toast.error')).toHaveText('Session Expired')
    expect(await signing).not.toBe('signed')
    // Signed out here too (SPEC §4): Connect, to reconnect, not an account whose requests fail.
    await expect
      .poll(() =>
        other.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address() ?? 'none'),
      )
      .toBe('none')
    await expect(otherDialog).toHaveAttribute('data-view', 'Connect')
    await expect(otherDialog.locator('.toast.error')).toHaveText('Session Expired')
    await snap(other, 'email-session-expired')

    // Its next visit is signed out.
    await other.reload()
    await other.locator('[data-gangway-button] button').first().click()
    await expect(otherDialog).toHaveAttribute('data-view', 'Connect')
    expect(
      await other.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()),
    ).toBeUndefined()
  } finally {
    await context.close()
  }
})
