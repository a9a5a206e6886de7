// `npm run bench` (e-mail login part): the local secure site (PGlite, mail through a real
// SMTP sink) and a host page in a fresh headless Chromium per run, median of 5:
//   e-mail submitted → code view painted; code entered → Account painted.
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
const config = JSON.stringify({ rpcUrl: anvil.rpcUrl, chainId: 31337, secureSiteUrl: siteUrl })
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
} finally {
  await browser.close()
  await new Promise((done) => pageServer.close(done))
  await new Promise((done) => siteServer.close(done))
  await site.close()
  await smtp.close()
  await anvil.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
