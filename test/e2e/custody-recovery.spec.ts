// CUSTODY=shares (issue 32): the recovery-password view as the visitor sees it (the modal's
// title while the frame asks, its layout) and setting a new recovery password from a live
// device (Account → a fresh e-mail code → the new password in the frame); a second browser
// then opens the wallet with the new password, not the old one.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, expectAccessible, frameAtRest, settled, test } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337
/** The site's clock runs `offset` ms ahead (the 30 s login throttle without sleeping). */
const clock = { offset: 0 }

let anvil: Anvil
let smtp: SmtpSink
let site: BoundSecureSite
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Custody recovery e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  smtp = await startSmtpSink()
  site = await bindSecureSite()
  const config: EmailPageConfig = { rpcUrl: anvil.rpcUrl, chainId, secureSiteUrl: site.url }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, site.url],
    frameSrc: [site.url],
  })
  await site.start({
    allowedOrigins: [new URL(host.url).origin],
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
const newEmail = () => `recovery${Date.now()}n${++counter}@example.com`
/** A step behind an Argon2id stretch (about 0.5 s idle; far longer on a loaded 2-core machine). */
const argon2 = { timeout: 30_000 }
const frame = (page: Page) => page.frameLocator('#w3m-iframe')

/** Connect → e-mail → the code from the mail, typed. */
async function logIn(page: Page, dialog: Locator, address: string, query = ''): Promise<void> {
  await page.goto(`${host.url}${query}`)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await dialog.getByRole('textbox', { name: /Email|E-Mail/ }).fill(address)
  await dialog.getByRole('textbox', { name: /Email|E-Mail/ }).press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(code)
}

test('the recovery-password view: the modal names it, and the buttons follow the fields', async ({
  page,
  dialog,
  problems,
}) => {
  await logIn(page, dialog, newEmail())
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Recovery Password')
  // No gap between the last field and the buttons beyond the form's own spacing.
  const confirm = frame(page).getByLabel('Repeat the recovery password')
  const save = frame(page).getByRole('button', { name: 'Save password' })
  const fieldBottom = await confirm.evaluate((input) => input.getBoundingClientRect().bottom)
  const buttonTop = await save.evaluate((button) => button.getBoundingClientRect().top)
  expect(buttonTop - fieldBottom).toBeLessThanOrEqual(24)
  await frameAtRest(page)
  await settled(page)
  await expect(dialog).toHaveScreenshot('recovery-password-set.png')
  expect(problems).toEqual([])
})

test('the recovery-password view is named in the page language', async ({ page, dialog }) => {
  await logIn(page, dialog, newEmail(), '?locale=de')
  await expect(frame(page).getByRole('form')).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Wiederherstellungspasswort')
})

/** Types a password and its repetition into the frame's "set" form, and submits with Enter. */
async function setPassword(page: Page, password: string): Promise<void> {
  const field = frame(page).getByLabel('Recovery password', { exact: true })
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(field).toBeFocused()
  await frameAtRest(page)
  await page.keyboard.type(password)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

const accountOf = (page: Page) =>
  page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()) as Promise<
    Address | undefined
  >

/** personal_sign from the page, approved in the frame; the signature checked with viem. */
async function signAndVerify(page: Page, dialog: Locator, account: Address): Promise<void> {
  const message = `hello again from ${account.slice(0, 8)}`
  const signing = page.evaluate(
    ([hex, from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [hex, from]),
    [`0x${Buffer.from(message).toString('hex')}`, account],
  )
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(frame(page).getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message, signature })).toBe(true)
}

test('a new recovery password from Account, by keyboard: a fresh code (a wrong one changes nothing), the new password in the frame; a new device opens with it, not the old', async ({
  page,
  dialog,
  browser,
  problems,
}) => {
  const address = newEmail()
  const before = 'the first recovery password'
  const after = 'a brand new recovery password'
  await logIn(page, dialog, address)
  await setPassword(page, before)
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  const account = (await accountOf(page)) as Address

  // Account → the button (keyboard) → the view, which mails a code on request.
  const change = dialog.getByRole('button', { name: 'Change recovery password' })
  await change.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedRecoveryPassword')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Recovery Password')
  await expectAccessible(page, 'the recovery password change (intro)')
  const send = dialog.getByRole('button', { name: `Send a code to ${address}` })
  await send.focus()
  await page.keyboard.press('Enter')
  const code = await smtp.nextCode(address)
  await expect(dialog.getByTestId('email-code').locator('.gw-email-text').first()).toHaveText(
    `Enter the code we sent to ${address}, then type the new recovery password in the secure window`,
  )
  await expect(dialog.getByRole('textbox').first()).toBeFocused()

  // A wrong code: the frame asks the password, the site refuses the code, nothing changes.
  await page.keyboard.type(code === '000000' ? '000001' : '000000')
  await setPassword(page, 'a password that never lands')
  await expect(dialog.getByRole('alert').filter({ hasText: /code/i })).toBeVisible(argon2)
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedRecoveryPassword')

  // The right code: the new password is in place.
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(code)
  await setPassword(page, after)
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  // This device signs on with its new share.
  await page.keyboard.press('Escape')
  await signAndVerify(page, dialog, account)
  expect(problems).toEqual([])

  // A new device: the old password is wrong now, the new one opens the same key.
  clock.offset += 60_000
  const context = await browser.newContext()
  try {
    const second = await context.newPage()
    const secondDialog = second.locator('gangway-modal [role="dialog"]')
    await logIn(second, secondDialog, address)
    const enter = frame(second).getByLabel('Recovery password', { exact: true })
    await expect(enter).toBeFocused()
    await frameAtRest(second)
    await second.keyboard.type(before)
    await second.keyboard.press('Enter')
    await expect(frame(second).getByRole('alert')).toHaveText(
      'The recovery password is wrong. Attempts left: 4.',
      argon2,
    )
    await second.keyboard.type(after)
    await second.keyboard.press('Enter')
    await expect(secondDialog).toHaveAttribute('data-view', 'Account', argon2)
    expect(await accountOf(second)).toBe(account)
  } finally {
    await context.close()
  }
})

test('closing the modal over the new-recovery-password view cancels it: the next signature is approved in the frame, no password view left over it', async ({
  page,
  dialog,
  problems,
}) => {
  const address = newEmail()
  await logIn(page, dialog, address)
  await setPassword(page, 'the one recovery password')
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  const account = (await accountOf(page)) as Address
  await dialog.getByRole('button', { name: 'Change recovery password' }).click()
  await dialog.getByRole('button', { name: `Send a code to ${address}` }).click()
  const code = await smtp.nextCode(address)
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(code)
  const setForm = frame(page).getByRole('form', { name: 'Set a recovery password' })
  await expect(setForm).toBeVisible()

  // The host's Close, not the frame's Cancel.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await signAndVerify(page, dialog, account)
  await expect(setForm).toHaveCount(0)
  expect(problems).toEqual([])
})
