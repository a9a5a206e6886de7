// Sign In With Farcaster end to end (issue 17): a host page with a strict CSP, the real
// secure site (in-process on PGlite, its own loopback origin) as its own Farcaster relay, and
// an IdRegistry on anvil (OP Mainnet's chain id). The visitor clicks Farcaster and sees the QR
// code; a Farcaster app (here @farcaster/auth-client with a custody key) signs in from it.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Locator, Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import { buildFrame } from '../../scripts/build-frame.mjs'
import { createSecureSite, type SecureSite } from '../../secure-site/src/index.js'
import {
  type FarcasterChain,
  signInWithFarcasterApp,
  startFarcasterChain,
} from '../../secure-site/test/support/farcasterApp.js'
import { type Anvil, deployFixtures, startAnvil } from '../support/anvil.js'
import { expect, expectAccessible, test } from './fixtures.js'
import type { SocialsPageConfig, SocialsPageWindow } from './pages/socials.js'
import { type ServedPage, servePage } from './servePage.js'

const chainId = 31_337

let anvil: Anvil
let farcasterChain: FarcasterChain
let site: SecureSite
let closeSite: () => Promise<void>
let dataDir: string
let host: ServedPage

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Farcaster e2e</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  await buildFrame()
  anvil = await startAnvil({ chainId })
  await deployFixtures(anvil.rpcUrl)
  farcasterChain = await startFarcasterChain()
  let handler: SecureSite['fetch'] | undefined
  const server = serve({
    fetch: (request, env) => (handler ? handler(request, env) : new Response('', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config: SocialsPageConfig = {
    rpcUrl: anvil.rpcUrl,
    chainId,
    secureSiteUrl: siteUrl,
    providers: ['farcaster', 'google'],
  }
  host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/socials.tsx', import.meta.url)) },
    html,
    config,
    connectSrc: [anvil.rpcUrl, siteUrl],
    frameSrc: [siteUrl],
  })
  dataDir = mkdtempSync(join(tmpdir(), 'gangway-farcaster-e2e-'))
  site = await createSecureSite({
    publicUrl: siteUrl,
    allowedOrigins: [new URL(host.url).origin],
    masterKey: new Uint8Array(32).fill(9),
    dataDir,
    farcaster: {
      rpcUrl: farcasterChain.anvil.rpcUrl,
      idRegistry: farcasterChain.idRegistry,
      connectUrl: 'https://farcaster.xyz/~/siwf',
    },
    log: () => undefined,
  })
  handler = site.fetch
  closeSite = async () => {
    const done = new Promise<void>((resolve) => server.close(() => resolve()))
    if ('closeAllConnections' in server) server.closeAllConnections()
    await done
    await site.close()
  }
})

test.afterAll(async () => {
  await host?.close()
  await closeSite?.()
  await farcasterChain?.stop()
  await anvil?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function openFarcaster(page: Page, dialog: Locator): Promise<string> {
  await page.goto(host.url)
  await page.locator('[data-gangway-button] button').first().click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
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
  await expect(dialog.getByText('Scan with your phone to sign in with Farcaster')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  await expectAccessible(page, 'ConnectingFarcaster')

  // A forgery (another key claiming this fid) changes nothing here.
  const other = await farcasterChain.registerFid()
  expect(
    (await signInWithFarcasterApp(link, account, { signerKey: other.custodyKey })).status,
  ).toBe(400)
  await expect(dialog).toHaveAttribute('data-view', 'ConnectingFarcaster')

  expect((await signInWithFarcasterApp(link, account, { username: 'ada' })).status).toBe(201)
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
  expect((await signInWithFarcasterApp(first, account)).status).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  expect(
    await page.evaluate(() => (window as unknown as SocialsPageWindow).socialsPage.address()),
  ).toBeUndefined()

  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = dialog.getByTestId('farcaster-qr')
  await expect(qr).not.toHaveAttribute('data-uri', first)
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  const second = (await qr.getAttribute('data-uri')) ?? ''
  expect(
    (await signInWithFarcasterApp(second, account as { fid: number; custodyKey: Hex })).status,
  ).toBe(201)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(dialog.getByTestId('account-social')).toHaveText(
    `Signed in with Farcaster as user${account.fid}`,
  )
  expect(problems).toEqual([])
})
