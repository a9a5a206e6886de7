// `node scripts/bench-trace.mjs [runs]`: a Chromium performance trace of the bench host page
// (scripts/bench/host.tsx, built as bench-ui builds it) and of the same page without Gangway,
// summarising what happens before the first contentful paint: script requests (and when the
// last one left), main-thread time by kind, long tasks, and `createGangway` itself (the
// page's own performance.measure). A script, not a test: it prints numbers and asserts nothing.
import { createServer } from 'node:http'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.argv[2] ?? 3)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const mainThread = ['v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'Layout', 'Paint']

async function serve(page) {
  const result = await build({
    entryPoints: [join(root, `scripts/bench/${page}.tsx`)],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const files = new Map(result.outputFiles.map((file) => [file.path.replace('/out', ''), file]))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end(
        `<!doctype html><html><head><meta charset="utf-8"><title>trace</title></head><body><div id="root"></div><script type="module" src="/${page}.js"></script></body></html>`,
      )
    }
    const file = files.get(path)
    response.writeHead(file ? 200 : 404, { 'content-type': 'text/javascript' })
    response.end(file?.contents)
  })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  return server
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ],
})

async function trace(server) {
  const context = await browser.newContext()
  const tab = await context.newPage()
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
  })
  await tab.goto(`http://127.0.0.1:${server.address().port}/`)
  await tab.locator('#root button').first().waitFor()
  const create = await tab.evaluate(
    () => performance.getEntriesByName('createGangway')[0]?.duration ?? 0,
  )
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
  await context.close()
  // Chromium's own pages (the omnibox's WebUI) trace too: keep the page's origin and frame.
  const origin = `http://127.0.0.1:${server.address().port}/`
  const requests = traceEvents.filter(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin),
  )
  const document = requests.find((e) => e.args.data.url === origin)
  const start = document?.ts ?? 0
  const frame = document?.args.data.frame
  const paint =
    traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame)?.ts ??
    Number.POSITIVE_INFINITY
  const before = traceEvents.filter(
    (e) =>
      e.ts >= start &&
      e.ts < paint &&
      (e.pid === document?.pid || e.name === 'ResourceSendRequest'),
  )
  const scripts = requests.filter((e) => e.ts < paint && e.args.data.url.endsWith('.js'))
  const time = {}
  for (const e of before.filter((e) => e.ph === 'X' && mainThread.includes(e.name)))
    time[e.name] = (time[e.name] ?? 0) + e.dur / 1000
  return {
    paint: (paint - start) / 1000,
    scripts: scripts.length,
    lastScript: scripts.length ? (Math.max(...scripts.map((e) => e.ts)) - start) / 1000 : 0,
    create,
    ...time,
  }
}

try {
  const pages = {
    'with Gangway': await serve('host'),
    'without Gangway': await serve('react-only'),
  }
  const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]))
  for (let run = 0; run < runs; run++)
    for (const [name, server] of Object.entries(pages)) results[name].push(await trace(server))
  console.log(`Before first contentful paint — headless Chromium, median of ${runs} traces`)
  console.log(
    `  load average (1 / 5 / 15 min): ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ')}`,
  )
  for (const [name, list] of Object.entries(results)) {
    const pick = (key) => median(list.map((r) => r[key] ?? 0)).toFixed(1)
    console.log(
      `  ${name.padEnd(16)} FCP ${pick('paint')} ms; ${pick('scripts')} script requests, the last sent at ${pick('lastScript')} ms; evaluate modules ${pick('v8.evaluateModule')} ms, compile ${pick('v8.compileModule')} ms, calls ${pick('FunctionCall')} ms, layout ${pick('Layout')} ms; createGangway ${pick('create')} ms`,
    )
  }
  for (const server of Object.values(pages)) server.close()
} finally {
  await browser.close()
}
