// CUSTODY=shares end to end (issue 32): a visitor of a secure site in shares mode signs up
// with an e-mail code, sets a recovery password in the frame (the keys are made and split
// there), signs; a second browser (a new device, no device share) logs in with a code,
// opens the wallet with the password (a wrong one first), and signs with the same address.
// The server never had the key: every signature is checked against the address with viem.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, expectAccessible, frameAtRest, test } from './fixtures.js'
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
<html lang="en"><head><meta charset="utf-8"><title>Custody e2e</title>
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
const newEmail = () => `custody${Date.now()}n${++counter}@example.com`
/** A step behind an Argon2id stretch (about 0.5 s idle; far longer on a loaded 2-core machine). */
const argon2 = { timeout: 30_000 }
const frame = (page: Page) => page.frameLocator('#w3m-iframe')

/** Connect → e-mail → the code from the mail, typed. */
async function logIn(page: Page, dialog: Locator, address: string): Promise<void> {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused()
  await page.keyboard.type(code)
}

/** personal_sign from the page, approved in the frame; the signature checked with viem. */
async function signAndVerify(page: Page, dialog: Locator, account: Address): Promise<void> {
  const message = `hello from ${account.slice(0, 8)}`
  const signing = page.evaluate(
    ([hex, from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [hex, from]),
    [`0x${Buffer.from(message).toString('hex')}`, account],
  )
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(frame(page).getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
    'aria-disabled',
  )
  await frameAtRest(page)
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message, signature })).toBe(true)
}

const accountOf = (page: Page) =>
  page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()) as Promise<
    Address | undefined
  >

test('sign up by code and recovery password, sign; a second browser: code, a wrong then the right password, sign with the same key', async ({
  page,
  dialog,
  browser,
  problems,
}) => {
  const address = newEmail()
  await logIn(page, dialog, address)

  // The frame, shown over the modal, asks for a new recovery password: keyboard only.
  await expect(dialog).toHaveAttribute('data-view', 'ApproveTransaction')
  const setForm = frame(page).getByRole('form', { name: 'Set a recovery password' })
  await expect(setForm).toBeVisible()
  const password = 'correct horse battery staple'
  const field = frame(page).getByLabel('Recovery password', { exact: true })
  await expect(field).toBeFocused()
  await expectAccessible(page, 'the recovery password view (set)')
  await frameAtRest(page)
  // Too short, then two different passwords: told, and the view stays.
  await page.keyboard.type('short')
  await page.keyboard.press('Enter')
  await expect(frame(page).getByRole('alert')).toHaveText('Use at least 10 characters.')
  await field.fill(password)
  await frame(page).getByLabel('Repeat the recovery password').fill(`${password}!`)
  await page.keyboard.press('Enter')
  await expect(frame(page).getByRole('alert')).toHaveText('The two passwords differ.')
  await frame(page).getByLabel('Repeat the recovery password').fill(password)
  await page.keyboard.press('Enter')

  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)
  const account = await accountOf(page)
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  await signAndVerify(page, dialog, account as Address)
  expect(problems).toEqual([])

  // A second browser: no device share. The code, then the password (wrong once).
  clock.offset += 60_000
  const context = await browser.newContext()
  try {
    const second = await context.newPage()
    const secondDialog = second.locator('gangway-modal [role="dialog"]')
    await logIn(second, secondDialog, address)
    await expect(secondDialog).toHaveAttribute('data-view', 'ApproveTransaction')
    await expect(
      frame(second).getByRole('form', { name: 'Enter your recovery password' }),
    ).toBeVisible()
    const enter = frame(second).getByLabel('Recovery password', { exact: true })
    await expect(enter).toBeFocused()
    await expectAccessible(second, 'the recovery password view (enter)')
    await frameAtRest(second)
    await second.keyboard.type('not the password at all')
    await second.keyboard.press('Enter')
    // Counted by the server: 5 per 24 h.
    await expect(frame(second).getByRole('alert')).toHaveText(
      'The recovery password is wrong. Attempts left: 4.',
      argon2,
    )
    await expect(enter).toBeFocused()
    await second.keyboard.type(password)
    await frameAtRest(second)
    await frame(second).getByRole('button', { name: 'Unlock' }).click()
    await expect(secondDialog).toHaveAttribute('data-view', 'Account', argon2)
    expect(await accountOf(second)).toBe(account)
    await second.keyboard.press('Escape')
    await signAndVerify(second, secondDialog, account as Address)
  } finally {
    await context.close()
  }
})

test('a wrong recovery password, five times: the server locks recovery for the account, the visitor is told, and the login ends', async ({
  page,
  dialog,
  browser,
}) => {
  const address = newEmail()
  const password = 'a recovery password nobody guesses'
  await logIn(page, dialog, address)
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await frameAtRest(page)
  await frame(page).getByLabel('Recovery password', { exact: true }).fill(password)
  await frame(page).getByLabel('Repeat the recovery password').fill(password)
  await frame(page).getByRole('button', { name: 'Save password' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Account', argon2)

  clock.offset += 60_000
  const context = await browser.newContext()
  try {
    const second = await context.newPage()
    const secondDialog = second.locator('gangway-modal [role="dialog"]')
    await logIn(second, secondDialog, address)
    const enter = frame(second).getByLabel('Recovery password', { exact: true })
    await expect(enter).toBeFocused()
    await frameAtRest(second)
    for (let left = 4; left >= 0; left -= 1) {
      await second.keyboard.type(`wrong guess ${left}`)
      await second.keyboard.press('Enter')
      await expect(frame(second).getByRole('alert')).toHaveText(
        `The recovery password is wrong. Attempts left: ${left}.`,
        argon2,
      )
      await expect(enter).toBeFocused()
    }
    // The sixth, even the right one: the server refuses until the window ends.
    await second.keyboard.type(password)
    await second.keyboard.press('Enter')
    await expect(secondDialog).toHaveAttribute('data-view', 'EmailVerifyOtp', argon2)
    // Said as a toast: the code view under the frame came back afresh.
    await expect(
      second.getByText(
        'Too many wrong recovery passwords. Try again later: the limit resets 24 hours after the first attempt.',
      ),
    ).toBeVisible()
    // No half login: the frame ended the session.
    expect(await accountOf(second)).toBeUndefined()
  } finally {
    await context.close()
  }
})

test('a sign-up left at the password view (a reload) is no login: the page offers Connect again', async ({
  page,
  dialog,
  problems,
}) => {
  await logIn(page, dialog, newEmail())
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  const siteFrame = () => page.frames().find((candidate) => candidate.url().startsWith(site.url))
  const token = () =>
    siteFrame()?.evaluate(() => localStorage.getItem('gangway-session-token')) ?? null
  // Before the reload the code's session is in the frame: 32 random bytes, base64url.
  expect(await token()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  await page.reload()
  await expect(page.locator('[data-gangway-button] button').first()).toHaveText('Connect Wallet')
  expect(await accountOf(page)).toBeUndefined()
  // The page's failed restore signed the frame out: no session is left behind.
  await expect.poll(token).toBeNull()
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  expect(problems).toEqual([])
})
