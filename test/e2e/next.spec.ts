// The example Next.js App Router host (examples/next) built with `next build` and served by
// `next start`, as its users deploy it: the server's HTML already shows a returning visitor's
// account (from the cookie `cookieStorage` wrote), hydration is silent, and the browser then
// reconnects the wallet behind it. The visitor's wallet is gangway/testing's, from its fixtures
// (anvil per worker).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type BrowserContext, type ConsoleMessage, mergeTests, type Page } from '@playwright/test'
import { connect, getFreePort, test as kit } from 'gangway/testing/playwright'
import { buildNextExample } from '../../scripts/build-examples.mjs'
import { expect, test as suite } from './fixtures.js'

const test = mergeTests(suite, kit)

const root = join(import.meta.dirname, '../..')
const example = join(root, 'examples/next')
const chainId = 31_337
/** Anvil's first account, the test wallet's first key. */
const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const shortVisitor = '0xf39F…2266'

let server: ChildProcess | undefined
let url: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ node }) => {
  test.setTimeout(600_000)
  // `npm run build:examples` (CI) built it; a local run builds it once when missing.
  if (!existsSync(join(example, '.next/BUILD_ID'))) buildNextExample(example)
  expect(node.chainId).toBe(chainId)
  const port = await getFreePort()
  url = `http://127.0.0.1:${port}/`
  server = spawn(
    join(root, 'node_modules/.bin/next'),
    ['start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: example,
      env: { ...process.env, GANGWAY_RPC_URL: node.rpcUrl, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    },
  )
  // Polls until `next start` answers (a condition, not a fixed wait).
  let answered = false
  const exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  while (!answered) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('next start did not answer')
    answered = await Promise.race([
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
      exited.then(() => false),
    ])
  }
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill()
    await exited
  }
})

/** The HTML the server sends for the context's cookies: what shows before any script runs. */
async function serverHtml(context: BrowserContext): Promise<string> {
  const response = await context.request.get(url)
  expect(response.ok()).toBe(true)
  return response.text()
}

/** Console warnings and errors, and page errors: hydration must produce none. */
function collectNoise(page: Page): string[] {
  const noise: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      noise.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`))
  return noise
}

/** Records, from the first byte of the document, whether a Connect button was ever shown. */
async function watchForConnect(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { sawConnect?: boolean }
    flags.sawConnect = false
    new MutationObserver(() => {
      if (document.querySelector('.gw-cb-connect')) flags.sawConnect = true
    }).observe(document, { childList: true, subtree: true })
  })
}

/**
 * Records the page's CSP violations (`securitypolicyviolation` events, from the first byte of
 * each document) and the console's reports of them; `read()` gives the current document's.
 */
async function watchCsp(page: Page) {
  const reports: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text())
  })
  await page.addInitScript(() => {
    const flags = window as unknown as { cspViolations?: string[] }
    flags.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      flags.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return {
    read: async () => ({
      events: await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations,
      ),
      console: reports,
    }),
  }
}

const gangwayCookie = async (context: BrowserContext) =>
  (await context.cookies(url)).find((cookie) => cookie.name === 'gangway')

test('a returning visitor’s address is in the server’s HTML; hydration is silent; disconnect clears the cookie', async ({
  page,
  context,
  wallet,
}) => {
  expect(wallet.address).toBe(visitor)
  const noise = collectNoise(page)
  const csp = await watchCsp(page)

  // First visit: the server knows nobody.
  const firstHtml = await serverHtml(context)
  expect(firstHtml).toContain('Connect Wallet')
  expect(firstHtml).not.toContain(shortVisitor)
  await page.goto(url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  // Connect through the modal: the cookie gets the public snapshot, nothing else.
  await connect(page, { wallet, button: 'Connect Wallet' })
  const dialog = page.locator('gangway-modal [role="dialog"]')
  await expect(page.getByTestId('address')).toHaveText(visitor)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Connecting (the modal's lazy chunks, its styles, the wallet's icon) breaks no rule.
  expect(await csp.read()).toEqual({ events: [], console: [] })
  const cookie = await gangwayCookie(context)
  expect(cookie?.sameSite).toBe('Lax')
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
    activeNamespace: 'eip155',
    connections: [
      {
        namespace: 'eip155',
        address: visitor,
        caipNetworkId: `eip155:${chainId}`,
        connector: { id: wallet.info.rdns, name: wallet.info.name, type: 'ANNOUNCED' },
      },
    ],
  })
  const prompts = wallet.requests.filter((r) => r.method === 'eth_requestAccounts').length

  // The next request: the address is in the HTML itself, before any script runs.
  const returningHtml = await serverHtml(context)
  expect(returningHtml).toContain(shortVisitor)
  expect(returningHtml).not.toContain('Connect Wallet')

  // Reload: no "Connect" at any moment, no hydration warning, then the wallet is back.
  await watchForConnect(page)
  noise.length = 0
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.locator('.gw-cb-address')).toContainText(shortVisitor)
  expect(await page.evaluate(() => (window as { sawConnect?: boolean }).sawConnect)).toBe(false)
  expect(noise).toEqual([])
  expect(await csp.read()).toEqual({ events: [], console: [] })
  // Reconnected silently: no new prompt in the wallet.
  expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(prompts)

  // Disconnect in the modal: the cookie goes, and the server renders Connect again.
  await page.locator('.gw-cb-account').click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  expect(await gangwayCookie(context)).toBeUndefined()
  expect(await serverHtml(context)).toContain('Connect Wallet')
})

test('every page carries a strict Content-Security-Policy with a fresh nonce on its scripts', async ({
  context,
}) => {
  const nonces: string[] = []
  for (const _ of [1, 2]) {
    const response = await context.request.get(url)
    const policy = response.headers()['content-security-policy'] ?? ''
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    expect(scripts, policy).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(policy).toMatch(/(?:^|;)\s*object-src 'none'/)
    expect(policy).toMatch(/(?:^|;)\s*base-uri 'self'/)
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1] ?? ''
    nonces.push(nonce)
    // Next puts the request's nonce on the page's own scripts, each of them.
    const html = await response.text()
    const tags = html.match(/<script\b[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test('a cookie whose wallet is gone renders the address first, then Connect, without errors', async ({
  page,
  context,
}) => {
  // No wallet installed: the snapshot cannot be confirmed.
  const noise = collectNoise(page)
  const snapshot = {
    connections: [
      {
        namespace: 'eip155',
        address: visitor,
        caipNetworkId: `eip155:${chainId}`,
        connector: { id: 'dev.gangway.local', name: 'Local Wallet', type: 'ANNOUNCED' },
      },
    ],
  }
  await context.addCookies([
    { name: 'gangway', value: encodeURIComponent(JSON.stringify(snapshot)), url },
  ])
  expect(await serverHtml(context)).toContain(shortVisitor)
  await page.goto(url)
  await expect(page.getByTestId('status')).toHaveText('disconnected', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await gangwayCookie(context)).toBeUndefined()
  expect(noise).toEqual([])
})

test('a hostile cookie is ignored: the server renders Connect', async ({ context }) => {
  await context.addCookies([
    {
      name: 'gangway',
      value: encodeURIComponent('{"connections":[{"address":"<script>alert(1)</script>"}]}'),
      url,
    },
  ])
  const html = await serverHtml(context)
  expect(html).toContain('Connect Wallet')
  expect(html).not.toContain('<script>alert(1)')
})
