// CUSTODY=shares (issue 32): the recovery-password view as the visitor sees it (the modal's
// title while the frame asks, its layout) and setting a new recovery password from a live
// device (Account → a fresh e-mail code → the new password in the frame); a second browser
// then opens the wallet with the new password, not the old one.
import type { Locator, Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import {
  accountOf,
  slow as argon2,
  type CustodyPage,
  frame,
  logIn as logInFrom,
  setPassword,
  signAndVerify,
  startCustodyPage,
} from './custodyPage.js'
import { expect, expectAccessible, frameAtRest, settled, test } from './fixtures.js'

let custody: CustodyPage

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  custody = await startCustodyPage({ title: 'Custody recovery e2e' })
})

test.afterAll(async () => {
  await custody?.close()
})

let counter = 0
const newEmail = () => `recovery${Date.now()}n${++counter}@example.com`

/** The page (in the language `query` asks), then Connect → e-mail → the code, typed. */
async function logIn(page: Page, dialog: Locator, address: string, query = ''): Promise<void> {
  await page.goto(`${custody.url}${query}`)
  await logInFrom(page, dialog, custody.smtp, address)
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

  // Account → the button (keyboard) → the view, which mails a code on request. Both are worded
  // for either factor: a new passkey or a new recovery password.
  const change = dialog.getByRole('button', { name: 'Change recovery method' })
  await change.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedRecoveryPassword')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Recovery Method')
  await expect(dialog.getByTestId('recovery-password')).toContainText(
    'with your e-mail and your passkey or recovery password it opens on a new device. To set a new passkey or recovery password',
  )
  await expectAccessible(page, 'the recovery password change (intro)')
  const send = dialog.getByRole('button', { name: `Send a code to ${address}` })
  await send.focus()
  await page.keyboard.press('Enter')
  const code = await custody.smtp.nextCode(address)
  await expect(dialog.getByTestId('email-code').locator('.gw-email-text').first()).toHaveText(
    `Enter the code we sent to ${address}, then set the new passkey or recovery password in the secure window`,
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
  await signAndVerify(page, account, `hello again from ${account.slice(0, 8)}`)
  expect(problems).toEqual([])

  // A new device: the old password is wrong now, the new one opens the same key.
  custody.clock.offset += 60_000
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

test('closing the modal over the new-recovery-password view cancels it, and over the exported keys hides them: the next signature is approved in the frame, nothing left over it', async ({
  page,
  dialog,
  problems,
}) => {
  const address = newEmail()
  await logIn(page, dialog, address)
  await setPassword(page, 'the one recovery password')
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  const account = (await accountOf(page)) as Address
  await dialog.getByRole('button', { name: 'Change recovery method' }).click()
  await dialog.getByRole('button', { name: `Send a code to ${address}` }).click()
  const code = await custody.smtp.nextCode(address)
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(code)
  const setForm = frame(page).getByRole('form', { name: 'Set a recovery password' })
  await expect(setForm).toBeVisible()

  // The host's Close, not the frame's Cancel.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await signAndVerify(page, account, `hello again from ${account.slice(0, 8)}`)
  await expect(setForm).toHaveCount(0)

  // Export with the key in shares: a fresh code, the key rebuilt in the frame from this device's
  // share and the auth share; the host's Close takes the keys down with the modal, and the next
  // signature is approved with no keys over it.
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await expect(dialog.getByTestId('export-key')).toContainText(
    `Your keys are split between this device and the wallet service at ${custody.site.url}`,
  )
  await dialog.getByRole('button', { name: `Send a code to ${address}` }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmbeddedExportKeyOtp')
  const exportCode = await custody.smtp.nextCode(address)
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(exportCode)
  const keys = frame(page).getByRole('heading', { name: 'Your private keys' })
  await expect(keys).toBeVisible(argon2)
  const evmKey = await frame(page).getByRole('textbox', { name: 'EVM private key' }).inputValue()
  expect(privateKeyToAddress(evmKey as Hex)).toBe(account)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(keys).toHaveCount(0)
  await signAndVerify(page, account, 'after the export')
  await expect(keys).toHaveCount(0)
  expect(problems).toEqual([])
})
