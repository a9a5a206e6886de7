// What the specs of the embedded wallet's approval (approval*.spec) and of smart accounts
// (smart*.spec) share: anvil, the e-mail host page (pages/email.tsx) served beside the worker's
// secure site (./secureSite.ts) and that site started for it, a sign-in by e-mail, and for the
// smart-account specs the EntryPoint, the factory and the local bundler.
import { fileURLToPath } from 'node:url'
import type { TestSecureSite } from '@gangway/secure-site/testing'
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../support/anvil.js'
import { type Bundler, startBundler } from '../support/bundler.js'
import { type AccountAbstraction, deployAccountAbstraction } from '../support/bundlerContracts.js'
import { expect } from './fixtures.js'
import type { EmailPageConfig, EmailPageWindow } from './pages/email.js'
import { type ServedPage, servePage } from './servePage.js'

/** Anvil's chain id: the chain every spec here runs on. */
export const chainId = 31_337

/** The site's settings beyond the host page's origin (`allowedOrigins` is set here). */
type SiteSettings = Omit<NonNullable<Parameters<TestSecureSite['start']>[0]>, 'allowedOrigins'>

export type EmailHost = {
  anvil: Anvil
  /** The host page, whose origin the site allows. */
  host: ServedPage
  site: TestSecureSite
  /** Stops the page and anvil (the worker's site stays). */
  close(): Promise<void>
}

/**
 * Serves the e-mail host page beside the worker's secure site, on `anvil`, and starts the site
 * afresh with `settings` and the page's origin allowed.
 *
 * @param parameters.title - The page's title.
 * @param parameters.config - More of the page's config (a bundler).
 * @param parameters.connectSrc - More origins the page may fetch from.
 */
export async function serveEmailHost(parameters: {
  site: TestSecureSite
  anvil: Anvil
  title: string
  settings: SiteSettings
  config?: Partial<EmailPageConfig> | undefined
  connectSrc?: readonly string[] | undefined
}): Promise<EmailHost> {
  const { site, anvil } = parameters
  const host = await servePage({
    script: { path: fileURLToPath(new URL('./pages/email.tsx', import.meta.url)) },
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${parameters.title}</title>
<script type="module" src="/page.js"></script></head>
<body><div id="root"></div></body></html>`,
    config: {
      rpcUrl: anvil.rpcUrl,
      chainId,
      secureSiteUrl: site.url,
      ...parameters.config,
    } satisfies EmailPageConfig,
    connectSrc: [anvil.rpcUrl, site.url, ...(parameters.connectSrc ?? [])],
    frameSrc: [site.url],
  })
  await site.start({ allowedOrigins: [new URL(host.url).origin], ...parameters.settings })
  return {
    anvil,
    host,
    site,
    async close() {
      await host.close()
      await anvil.stop()
    },
  }
}

export type SmartHost = EmailHost & {
  aa: AccountAbstraction
  bundler: Bundler
  /** The test tokens and Multicall3 (deployFixtures). */
  fixtures: Fixtures
}

/**
 * The smart-account setup: anvil with the fixtures, the EntryPoint and factories, the local
 * bundler, and the site with a smart-account network for the chain (SimpleAccount + ERC-1271,
 * `aa.gangwayFactory`).
 *
 * @param settings - More of the site's settings (`custody: 'shares'`, `smartSessions`…).
 * @param prepare - Runs on anvil before the page is served (Permit2, tokens).
 */
export async function serveSmartHost(parameters: {
  site: TestSecureSite
  title: string
  settings?: SiteSettings | undefined
  prepare?: ((anvil: Anvil) => Promise<void>) | undefined
}): Promise<SmartHost> {
  const anvil = await startAnvil({ chainId })
  const fixtures = await deployFixtures(anvil.rpcUrl)
  await parameters.prepare?.(anvil)
  const aa = await deployAccountAbstraction(anvil.rpcUrl)
  const bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: aa.entryPoint })
  const served = await serveEmailHost({
    site: parameters.site,
    anvil,
    title: parameters.title,
    config: { bundlerUrl: bundler.url, entryPoint: aa.entryPoint },
    connectSrc: [bundler.url],
    settings: {
      ...parameters.settings,
      smartAccountNetworks: [
        {
          chainId,
          rpcUrl: anvil.rpcUrl,
          bundlerUrl: bundler.url,
          entryPoint: aa.entryPoint,
          // SimpleAccount + ERC-1271 (the npm SimpleAccount cannot sign in to a site).
          factory: aa.gangwayFactory,
        },
      ],
    },
  })
  return {
    ...served,
    aa,
    bundler,
    fixtures,
    async close() {
      await served.host.close()
      await bundler.stop()
      await anvil.stop()
    },
  }
}

let counter = 0

/**
 * Signs in by e-mail on the host page, by keyboard where the form allows it: the code typed as
 * it arrives in the site's mailbox. Labels in the host's language.
 *
 * @param options.query - Appended to the page's URL (`?locale=ar`).
 * @param options.view - The modal's view once signed in; `null` when the frame asks first (a
 *   recovery password).
 * @returns The e-mail address used.
 */
export async function signInByEmail(
  page: Page,
  dialog: Locator,
  served: EmailHost,
  {
    prefix = 'visitor',
    query = '',
    label = 'Email',
    submit = 'Continue with email',
    digit = 'Digit 1 of 6',
    view = 'Account' as string | null,
  } = {},
): Promise<string> {
  const email = `${prefix}${Date.now()}n${++counter}@example.com`
  await page.goto(`${served.host.url}${query}`)
  await page.locator('[data-gangway-button] button').first().click()
  await dialog.getByRole('textbox', { name: label }).fill(email)
  await dialog.getByRole('button', { name: submit }).click()
  await expect(dialog.getByRole('textbox', { name: digit })).toBeFocused()
  await page.keyboard.type(await served.site.mailbox.latestCode(email))
  if (view) await expect(dialog).toHaveAttribute('data-view', view)
  return email
}

/** The connected address, as the host page's provider reports it. */
export const pageAddress = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as EmailPageWindow).emailPage.address(),
  ) as Promise<Address>

/** A request from the host page to the embedded wallet, through its EIP-1193 provider. */
export const request = (page: Page, method: string, params: unknown) =>
  page.evaluate(
    ([m, p]) => (window as unknown as EmailPageWindow).emailPage.request(m as string, p),
    [method, params] as const,
  )

/** The secure site's frame on the host page. */
export const secureFrame = (page: Page) => page.frameLocator('#w3m-iframe')
