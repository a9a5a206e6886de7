// Sign In With Farcaster end to end (issue 17): a host page with a strict CSP, the real
// secure site (in-process on PGlite, its own loopback origin), a Farcaster Auth relay stand-in
// speaking the hosted relay's protocol (the site's FARCASTER_RELAY_URL) and an IdRegistry on
// anvil (OP Mainnet's chain id). The visitor clicks Farcaster and sees the QR code; a
// Farcaster app (here @farcaster/auth-client with a custody key) signs in from it through the
// relay.
import type { Locator, Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import {
  type FarcasterChain,
  type SignInOverrides,
  signInWithFarcasterApp,
  startFarcasterChain,
} from '../../secure-site/test/support/farcasterApp.js'
import type { FarcasterRelay } from '../support/farcasterRelay.js'
import { expectNoRepeats, recordAnnouncements, timesSaid } from './announcements.js'
import { expect, expectAccessible, test, view } from './fixtures.js'
import type { SocialsPageWindow } from './pages/socials.js'
import type { ServedPage } from './servePage.js'
import { type SocialsTestbed, startSocialsTestbed } from './socialsTestbed.js'

let testbed: SocialsTestbed
let farcasterChain: FarcasterChain
let relay: FarcasterRelay
let host: ServedPage

test.beforeAll(async () => {
  test.setTimeout(180_000)
  testbed = await startSocialsTestbed({
    title: 'Farcaster e2e',
    providers: ['farcaster', 'google'],
  })
  host = testbed.host
  farcasterChain = await startFarcasterChain()
  relay = await farcasterChain.startRelay()
  await testbed.startSite({
    farcaster: {
      rpcUrl: farcasterChain.anvil.rpcUrl,
      idRegistry: farcasterChain.idRegistry,
      relayUrl: relay.url,
    },
  })
})

test.afterAll(async () => {
  await testbed?.close()
  await relay?.stop()
  await farcasterChain?.stop()
})

const signIn = (
  link: string,
  account: { fid: number; custodyKey: Hex },
  overrides: SignInOverrides = {},
) => signInWithFarcasterApp(relay, link, account, overrides)

async function openFarcaster(page: Page, dialog: Locator): Promise<string> {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  // The page lists Google too, but this site does not offer it (GET /projects/v1/socials).
  await expect(dialog.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingFarcaster')
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
  return (await qr.getAttribute('data-uri')) ?? ''
}

test('Farcaster QR → signed by the custody key → Account names Farcaster; reload restores; sign out', async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  const account = await farcasterChain.registerFid()
  const link = await openFarcaster(page, dialog)
  await expect(dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
  await expect(
    view(dialog).getByText('Scan with your phone to sign in with Farcaster'),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await expectAccessible(page, 'ConnectingFarcaster')

  // A forgery (another key claiming this fid): the relay passes it on, the site refuses it,
  // and the view says so and offers a new sign-in.
  const other = await farcasterChain.registerFid()
  expect((await signIn(link, account, { signerKey: other.custodyKey })).status).toBe(201)
  await expect(dialog.getByRole('alert')).toHaveText(
    'The Farcaster sign-in could not be verified. Please try again',
  )
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingFarcaster')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  await expect(qr).not.toHaveAttribute('data-uri', link)
  const fresh = (await qr.getAttribute('data-uri')) ?? ''

  expect((await signIn(fresh, account, { username: 'ada' })).status).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  const address = (await page.evaluate(() =>
    (window as unknown as SocialsPageWindow).socialsPage.address(),
  )) as Address
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Farcaster as ada')
  await expect(dialog.getByTestId('account-balance')).toHaveText('0 ETH')

  await page.reload()
  await expect(page.locator('[data-gangway-button]')).toContainText(address.slice(0, 6))
  await page.locator('[data-gangway-button] .gw-cb-account').click()
  await expect(dialog.getByTestId('account-social')).toHaveText('Signed in with Farcaster as ada')

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.locator('[data-gangway-button]')).not.toContainText(address.slice(0, 6))
  expect(
    await page.evaluate(() =>
      (window as unknown as SocialsPageWindow).socialsPage.socialProvider(),
    ),
  ).toBeNull()
  expect(problems).toEqual([])
})

test('going back from the QR code ends that sign-in; a new one works', async ({
  page,
  dialog,
  problems,
}) => {
  test.setTimeout(120_000)
  const account = await farcasterChain.registerFid()
  const first = await openFarcaster(page, dialog)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  // The frame reloaded (SPEC §2): its wait for that channel is over, so signing the old link
  // signs nobody in here.
  expect((await signIn(first, account)).status).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  expect(
    await page.evaluate(() => (window as unknown as SocialsPageWindow).socialsPage.address()),
  ).toBeUndefined()

  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).not.toHaveAttribute('data-uri', first)
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  const second = (await qr.getAttribute('data-uri')) ?? ''
  expect((await signIn(second, account)).status).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-social')).toHaveText(
    `Signed in with Farcaster as user${account.fid}`,
  )
  expect(problems).toEqual([])
})

test('live regions: the wait for the Farcaster app and the connection are each announced once', async ({
  page,
  dialog,
}) => {
  test.setTimeout(120_000)
  const account = await farcasterChain.registerFid()
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await recordAnnouncements(page)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  await expect.poll(() => timesSaid(page, 'Scan with your phone to sign in with Farcaster')).toBe(1)
  const link = (await qr.getAttribute('data-uri')) ?? ''
  expect((await signIn(link, account)).status).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => timesSaid(page, 'Connected')).toBe(1)
  await expect(dialog.getByTestId('account-balance')).toHaveText('0 ETH')
  expect(await timesSaid(page, 'Scan with your phone to sign in with Farcaster')).toBe(1)
  expect(await timesSaid(page, 'Connected')).toBe(1)
  await expectNoRepeats(page)
})
