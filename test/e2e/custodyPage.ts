// The custody specs' shared setup (CUSTODY=shares, issue 32): anvil, an SMTP sink, the secure
// site in test mode with a clock the spec can move (the 30 s login throttle without sleeping),
// and the e-mail host page that embeds it; plus the steps they all take: log in by code,
// set a recovery password, approve in the frame, sign and verify.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { type SmtpSink, startSmtpSink } from '../../secure-site/test/support/smtpSink.js'
import { type Anvil, startAnvil } from '../support/anvil.js'
import { type BoundSecureSite, bindSecureSite } from './bindSecureSite.js'
import { expect, frameAtRest } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

export const custodyChainId = 31_337

export type CustodyPage = {
  anvil: Anvil
  smtp: SmtpSink
  site: BoundSecureSite
  /** The host page's URL (by `localhost` where the site is). */
  url: string
  /** The site's clock runs `offset` ms ahead. */
  clock: { offset: number }
  close(): Promise<void>
}

/**
 * Starts the chain, the mail sink, the secure site (CUSTODY=shares) and the e-mail host page.
 *
 * @param title - The page's title.
 * @param host - `localhost` for both the site and the page (WebAuthn refuses an IP address as
 *   RP ID); the default, 127.0.0.1, offers no passkey.
 */
export async function startCustodyPage({
  title,
  host = '127.0.0.1',
}: {
  title: string
  host?: 'localhost' | '127.0.0.1'
}): Promise<CustodyPage> {
  await buildFrame()
  const clock = { offset: 0 }
  const anvil = await startAnvil({ chainId: custodyChainId })
  const smtp = await startSmtpSink()
  const site = await bindSecureSite(host === 'localhost' ? { host } : {})
  const config: EmailPageConfig = {
    rpcUrl: anvil.rpcUrl,
    chainId: custodyChainId,
    secureSiteUrl: site.url,
  }
  let page: ServedPage | undefined
  try {
    page = await servePage({
      script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
      html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
      config,
      connectSrc: [anvil.rpcUrl, site.url],
      frameSrc: [site.url],
    })
    const url = page.url.replace('//127.0.0.1:', `//${host}:`)
    await site.start({
      allowedOrigins: [new URL(url).origin],
      smtpUrl: smtp.url,
      custody: 'shares',
      now: () => Date.now() + clock.offset,
    })
    const served = page
    return {
      anvil,
      smtp,
      site,
      url,
      clock,
      async close() {
        await served.close()
        await site.close()
        await smtp.close()
        await anvil.stop()
      },
    }
  } catch (error) {
    await page?.close()
    await site.close()
    await smtp.close()
    await anvil.stop()
    throw error
  }
}

/** The secure site's frame on the host page. */
export const frame = (page: Page) => page.frameLocator('#w3m-iframe')

/** A step behind the key's split, an Argon2id stretch or a passkey (slow on a loaded machine). */
export const slow = { timeout: 30_000 }

/** Connect → e-mail → the code from the mail, typed (the page already open). */
export async function logIn(
  page: Page,
  dialog: Locator,
  smtp: SmtpSink,
  address: string,
): Promise<void> {
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  const email = dialog.getByRole('textbox', { name: /Email|E-Mail/ })
  await email.fill(address)
  await email.press('Enter')
  await expect(dialog).toHaveAttribute('data-view', 'EmailVerifyOtp')
  const code = await smtp.nextCode(address)
  await expect(dialog.getByRole('textbox').first()).toBeFocused()
  await page.keyboard.type(code)
}

/** Types a password and its repetition into the frame's "set" form, and submits with Enter. */
export async function setPassword(page: Page, password: string): Promise<void> {
  const field = frame(page).getByLabel('Recovery password', { exact: true })
  await expect(frame(page).getByRole('form', { name: 'Set a recovery password' })).toBeVisible()
  await expect(field).toBeFocused()
  await frameAtRest(page)
  await page.keyboard.type(password)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
}

/** The connected address, as the host page sees it. */
export const accountOf = (page: Page) =>
  page.evaluate(() => (window as unknown as EmailPageWindow).emailPage.address()) as Promise<
    Address | undefined
  >

/** Clicks the frame's Approve once it answers. */
export async function approveInFrame(page: Page): Promise<void> {
  const approve = frame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).not.toHaveAttribute('aria-disabled')
  await frameAtRest(page)
  await approve.click()
}

/** personal_sign from the page, approved in the frame; the signature checked with viem. */
export async function signAndVerify(page: Page, account: Address, message: string): Promise<void> {
  const signing = page.evaluate(
    ([hex, from]) =>
      (window as unknown as EmailPageWindow).emailPage.request('personal_sign', [hex, from]),
    [`0x${Buffer.from(message).toString('hex')}`, account],
  )
  await expect(frame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await approveInFrame(page)
  const signature = (await signing) as Hex
  expect(await verifyMessage({ address: account, message, signature })).toBe(true)
}
