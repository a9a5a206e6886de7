// CUSTODY=shares (issue 32): the recovery-password view as the visitor sees it (the modal's
// title while the frame asks, its layout) and setting a new recovery password from a live
// device (Account → a fresh e-mail code → the new password in the frame); a second browser
// then opens the wallet with the new password, not the old one.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, frameAtRest, settled, test } from './fixtures.js'
import type { EmailPageConfig } from './pages/email.js'
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
