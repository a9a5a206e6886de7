// The migration of a server-held wallet to CUSTODY=shares (issue 32): a visitor signs up while
// the site holds the keys; the operator restarts it with CUSTODY=shares on the same database; the
// visitor's next login (a fresh code, here on a new browser) sets a recovery password, the frame
// takes the key once, splits it, and the site deletes its sealed copy. The address is unchanged
// and the frame signs for it.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type Database, openDatabase } from '../../secure-site/src/index.js'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, frameAtRest, settled, test } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337
/** The site's clock runs `offset` ms ahead (the 30 s login throttle without sleeping). */
const clock = { offset: 0 }

let anvil: Anvil
let smtp: SmtpSink
let site: BoundSecureSite
let host: ServedPage
let database: Database

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Custody migration e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.describe.configure({ timeout: 180_000 })

const startSite = (custody: 'server' | 'shares') =>
  site.start({
    allowedOrigins: [new URL(host.url).origin],
    smtpUrl: smtp.url,
    custody,
    database,
    now: () => Date.now() + clock.offset,
  })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  smtp = await startSmtpSink()
  database = await openDatabase({})
  site = await bindSecureSite()
  const config: EmailPageConfig = { rpcUrl: anvil.rpcUrl, chainId, secureSiteUrl: site.url }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, site.url],
    frameSrc: [site.url],
  })
})

test.afterAll(async () => {
  await host?.close()
  await site?.close()
  await database?.close()
  await smtp?.close()
  await anvil?.stop()
})

const frame = (page: Page) => page.frameLocator('#w3m-iframe')
const argon2 = { timeout: 30_000 }

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

const accountOf = (page: Page) =>
  page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()) as Promise<
    Address | undefined
  >

const sealed = async (address: string) =>
  (
    await database.query<{ custody: string; eip155_secret: unknown; master_key_id: unknown }>(
      'SELECT custody, eip155_secret, master_key_id FROM user_keys WHERE lower(eip155_address) = lower($1)',
      [address],
    )
  )[0]

test('a server-held wallet moves into shares at the next login: a recovery password, the same address, the sealed copy deleted, the frame signs', async ({
  page,
  dialog,
  browser,
}) => {
  await startSite('server')
  const email = `migrate${Date.now()}@example.com`
  await logIn(page, dialog, email)
  // CUSTODY=server: no recovery password, the site made and sealed the key.
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const account = (await accountOf(page)) as Address
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await sealed(account)).toMatchObject({ custody: 'server' })
  expect((await sealed(account))?.eip155_secret).not.toBeNull()
  // A server-held key has no recovery password to change.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Change recovery method' })).toHaveCount(0)

  // The operator turns CUSTODY=shares on; the visitor logs in again (a new browser).
  await startSite('shares')
  clock.offset += 60_000
  const context = await browser.newContext()
  try {
    const second = await context.newPage()
    const secondDialog = second.locator('gangway-modal [role="dialog"]')
    await logIn(second, secondDialog, email)
    // Its own words: an existing wallet moves into shares, not a new one's sign-up.
    await expect(frame(second).getByRole('form', { name: 'Secure your wallet' })).toBeVisible()
    await expect(
      frame(second).getByText("This site no longer keeps your wallet's key", { exact: false }),
    ).toBeVisible()
    await expect(frame(second).getByRole('button', { name: 'Secure my wallet' })).toBeVisible()
    await frameAtRest(second)
    await settled(second)
    await expect(secondDialog).toHaveScreenshot('migration-password.png')
    const password = 'my wallet is mine now'
    await expect(frame(second).getByLabel('Recovery password', { exact: true })).toBeFocused()
    await frameAtRest(second)
    await second.keyboard.type(password)
    await second.keyboard.press('Tab')
    await second.keyboard.type(password)
    await second.keyboard.press('Enter')
    await expect(secondDialog).toHaveAttribute('data-view', 'Account', argon2)
    expect(await accountOf(second)).toBe(account)
    await expect(secondDialog.getByRole('button', { name: 'Change recovery method' })).toBeVisible()
    expect(await sealed(account)).toEqual({
      custody: 'shares',
      eip155_secret: null,
      master_key_id: null,
    })

    // The frame signs with its share and the server's.
    await second.keyboard.press('Escape')
    const message = 'signed from shares'
    const signing = second.evaluate(
      ([hex, from]) =>
        (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [hex, from]),
      [`0x${Buffer.from(message).toString('hex')}`, account],
    )
    await expect(secondDialog).toHaveAttribute('data-view', 'ApproveTransaction')
    await expect(frame(second).getByRole('button', { name: 'Approve' })).not.toHaveAttribute(
      'aria-disabled',
    )
    await frameAtRest(second)
    await frame(second).getByRole('button', { name: 'Approve' }).click()
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: account, message, signature })).toBe(true)
  } finally {
    await context.close()
  }
})
