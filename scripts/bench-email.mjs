// `npm run bench` (e-mail login part): the local secure site (PGlite, mail through a real
// SMTP sink) and a host page in a fresh headless Chromium per run, median of 5:
//   e-mail submitted → code view painted; code entered → Account painted.
// Then issue 32's budgets, the key kept by the server (CUSTODY=server) against the key in
// shares (CUSTODY=shares), a returning device in both: code entered → Account (time, and the
// frame's HTTP requests to the site in that span: its round trips), and Approve clicked → a
// personal_sign's signature in the page.
// A script, not a test: timings depend on the machine.

import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { register } from 'tsx/esm/api'

register()
const root = resolve(import.meta.dirname, '..')
const { startAnvil, getFreePort } = await import('../test/support/anvil.ts')
const { startSmtpSink } = await import('../secure-site/test/support/smtpSink.ts')
const { createSecureSite } = await import('../secure-site/src/index.ts')
const { serve } = await import('@hono/node-server')
const { buildFrame } = await import('./build-frame.mjs')

const runs = 5
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

await buildFrame()
const anvil = await startAnvil({ chainId: 31337 })
const smtp = await startSmtpSink()
const sitePort = await getFreePort()
const siteUrl = `http://127.0.0.1:${sitePort}`
const pagePort = await getFreePort()
const pageOrigin = `http://127.0.0.1:${pagePort}`
const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-email-'))
const site = await createSecureSite({
  publicUrl: siteUrl,
  allowedOrigins: [pageOrigin],
  masterKey: new Uint8Array(32).fill(9),
  dataDir,
  smtpUrl: smtp.url,
  ipRateLimit: 1000,
  log: () => undefined,
})
const siteServer = serve({ fetch: site.fetch, port: sitePort, hostname: '127.0.0.1' })

const result = await build({
  entryPoints: [join(root, 'test/e2e/pages/email.tsx')],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  write: false,
  outdir: '/out',
  entryNames: 'page',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
})
const files = new Map(
  result.outputFiles.map((file) => [file.path.replace('/out', ''), file.contents]),
)
let config = JSON.stringify({ rpcUrl: anvil.rpcUrl, chainId: 31337, secureSiteUrl: siteUrl })
const pageServer = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html' })
    return response.end(
      '<!doctype html><html><head><meta charset="utf-8"><title>bench</title><script type="module" src="/page.js"></script></head><body><div id="root"></div></body></html>',
    )
  }
  if (path === '/config.json') {
    response.writeHead(200, { 'content-type': 'application/json' })
    return response.end(config)
  }
  const file = files.get(path)
  response.writeHead(file ? 200 : 404, { 'content-type': 'text/javascript' })
  response.end(file ?? '')
})
await new Promise((done) => pageServer.listen(pagePort, '127.0.0.1', done))

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
})

/** In the page: resolves with ms from the next `event` on a matching target to `view` painted. */
function armTimer(tab, { selector, event, view }) {
  return tab.evaluate(
    ({ selector, event, view }) => {
      window.__bench = new Promise((done) => {
        const shadow = () => document.querySelector('gangway-modal')?.shadowRoot
        const root = shadow()
        root?.addEventListener(
          event,
          function listener(e) {
            if (!e.target?.closest?.(selector)) return
            root.removeEventListener(event, listener, { capture: true })
            const start = performance.now()
            const poll = () => {
              if (shadow()?.querySelector(`[data-view="${view}"] .view *`))
                requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)))
              else requestAnimationFrame(poll)
            }
            poll()
          },
          { capture: true },
        )
      })
    },
    { selector, event, view },
  )
}

const submitted = []
const entered = []
let counter = 0
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await tab.goto(`${pageOrigin}/`)
    await tab.locator('[data-gangway-button] button').first().click()
    const address = `bench${Date.now()}n${++counter}@example.com`
    const dialog = tab.locator('gangway-modal [role="dialog"]')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
    await armTimer(tab, {
      selector: 'button[type="submit"]',
      event: 'click',
      view: 'EmailVerifyOtp',
    })
    await dialog.getByRole('button', { name: 'Continue with email' }).click()
    submitted.push(await tab.evaluate(() => window.__bench))
    const code = await smtp.nextCode(address)
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
    await armTimer(tab, { selector: 'input', event: 'paste', view: 'Account' })
    await tab.evaluate((text) => {
      const box = document
        .querySelector('gangway-modal')
        ?.shadowRoot?.querySelector('input[aria-label="Digit 1 of 6"]')
      const data = new DataTransfer()
      data.setData('text', text)
      box?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    }, code)
    entered.push(await tab.evaluate(() => window.__bench))
    await context.close()
  }
  console.log(
    `Gangway e-mail login bench — local secure site, fresh headless Chromium, median of ${runs}`,
  )
  console.log(
    `  e-mail submitted → code view          ${median(submitted).toFixed(0)} ms  (fresh visit: origins check, frame load, SPEC's 500 ms after READY, mail sent)`,
  )
  console.log(`  code entered → Account                ${median(entered).toFixed(0)} ms`)
  await benchCustody()
} finally {
  await browser.close()
  await new Promise((done) => pageServer.close(done))
  await new Promise((done) => siteServer.close(done))
  await site.close()
  await smtp.close()
  await anvil.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * Resolves once the secure site's frame has not moved for 600 ms: Chromium drops a click on a
 * cross-origin frame that moved in the last 500 ms (test/e2e/fixtures.ts's `frameAtRest`).
 */
async function frameAtRest(tab) {
  let last = ''
  let since = Date.now()
  for (;;) {
    const key = JSON.stringify(await tab.locator('#w3m-iframe').boundingBox())
    if (key !== last) {
      last = key
      since = Date.now()
    } else if (Date.now() - since >= 600) return
    await new Promise((done) => setTimeout(done, 100))
  }
}

/**
 * Issue 32's budgets: per custody mode, a site of its own and `runs` fresh browsers; each signs
 * up (under shares: sets a recovery password in the frame), disconnects, logs in again on the
 * same device (measured: code → Account, and the requests the page and frame make to the site
 * meanwhile), then approves `signatures` personal_sign requests (measured: Approve clicked →
 * the signature in the page; the first signature of a session is reported apart).
 */
async function benchCustody() {
  const signatures = 5
  const rows = []
  for (const custody of ['server', 'shares']) {
    const port = await getFreePort()
    const url = `http://127.0.0.1:${port}`
    const clock = { offset: 0 }
    const dir = mkdtempSync(join(tmpdir(), `gangway-bench-${custody}-`))
    const modeSite = await createSecureSite({
      publicUrl: url,
      allowedOrigins: [pageOrigin],
      masterKey: new Uint8Array(32).fill(9),
      dataDir: dir,
      smtpUrl: smtp.url,
      ipRateLimit: 1000,
      custody,
      now: () => Date.now() + clock.offset,
      log: () => undefined,
    })
    const server = serve({ fetch: modeSite.fetch, port, hostname: '127.0.0.1' })
    config = JSON.stringify({ rpcUrl: anvil.rpcUrl, chainId: 31337, secureSiteUrl: url })
    const login = []
    const trips = []
    const firstSignature = []
    const signature = []
    /** The last measured login's requests to the site. */
    let paths = []
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext()
        const tab = await context.newPage()
        const dialog = tab.locator('gangway-modal [role="dialog"]')
        const frame = tab.frameLocator('#w3m-iframe')
        const address = `custody${custody}${Date.now()}n${++counter}@example.com`
        const logIn = async (measured) => {
          await tab.locator('[data-gangway-button] button').first().click()
          await dialog.getByRole('textbox', { name: 'Email' }).fill(address)
          await dialog.getByRole('button', { name: 'Continue with email' }).click()
          const code = await smtp.nextCode(address)
          await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
          if (measured) await armTimer(tab, { selector: 'input', event: 'paste', view: 'Account' })
          const requests = []
          const count = (request) => {
            if (request.url().startsWith(url))
              requests.push(`${request.method()} ${new URL(request.url()).pathname}`)
          }
          if (measured) context.on('request', count)
          await tab.evaluate((text) => {
            const box = document
              .querySelector('gangway-modal')
              ?.shadowRoot?.querySelector('input[aria-label="Digit 1 of 6"]')
            const data = new DataTransfer()
            data.setData('text', text)
            box?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
          }, code)
          if (!measured) return
          login.push(await tab.evaluate(() => window.__bench))
          context.off('request', count)
          trips.push(requests.length)
          paths = requests
        }
        await tab.goto(`${pageOrigin}/`)
        await logIn(false)
        if (custody === 'shares') {
          const password = 'a bench recovery password'
          await frame.getByLabel('Recovery password', { exact: true }).fill(password)
          await frame.getByLabel('Repeat the recovery password').fill(password)
          await frame.getByRole('button', { name: 'Save password' }).click()
        }
        await tab
          .locator('gangway-modal [role="dialog"][data-view="Account"]')
          .waitFor({ timeout: 60_000 })
        await dialog.getByRole('button', { name: 'Disconnect' }).click()
        await dialog.waitFor({ state: 'detached' })
        clock.offset += 60_000
        await logIn(true)
        const account = await tab.evaluate(() => window.emailPage.address())
        await tab.keyboard.press('Escape')
        for (let index = 0; index < signatures; index++) {
          const signing = tab.evaluate(
            ([from, text]) => window.emailPage.request('personal_sign', [text, from]),
            [account, `0x${Buffer.from(`bench ${index}`).toString('hex')}`],
          )
          await frame.locator('button.approve:not([aria-disabled])').waitFor()
          await frameAtRest(tab)
          const start = Date.now()
          await frame.locator('button.approve:not([aria-disabled])').click()
          await signing
          ;(index === 0 ? firstSignature : signature).push(Date.now() - start)
        }
        await context.close()
      }
    } finally {
      await new Promise((done) => server.close(done))
      await modeSite.close()
      rmSync(dir, { recursive: true, force: true })
    }
    rows.push({ custody, login, trips, firstSignature, signature, paths })
  }
  console.log(
    `Issue 32 budgets — returning device, median of ${runs} browsers (${signatures - 1} later signatures each)`,
  )
  console.log(
    '  custody | code → Account | requests to the site | first signature | later signatures',
  )
  for (const row of rows)
    console.log(
      `  ${row.custody.padEnd(7)} | ${median(row.login).toFixed(0).padStart(10)} ms | ${String(median(row.trips)).padStart(20)} | ${median(row.firstSignature).toFixed(0).padStart(12)} ms | ${median(row.signature).toFixed(0).padStart(13)} ms`,
    )
  for (const row of rows) console.log(`  ${row.custody}: ${row.paths.join(', ')}`)
}
