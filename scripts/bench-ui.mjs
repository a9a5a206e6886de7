// `npm run bench` (UI part): a fresh headless Chromium context per visit, median of N
// (`BENCH_RUNS`, default 7), each Gangway visit paired with a visit of the same page without
// Gangway (a React button that opens a plain dialog of wallet rows) in the same run. The
// Gangway page is that page plus createGangway and GangwayProvider; its button opens
// Gangway's modal; when dist/ is built, the same page is also bundled from dist/esm as a host
// that installed the package bundles it (issue 35), with the script files each fetched before
// the first click. Issue 15's figures, each with the ratio to the page without Gangway:
//   navigation → the host's own button painted (first contentful paint); click → dialog
//   painted; click → first
//   wallet row painted;
// then JS fetched before the first click (gzip, and over the React-only page), the JS heap,
// and the machine's load average before and after (the machine is shared: compare only
// figures of one run). Issue 35: each figure on a laptop (the machine as it is) and on a phone
// (390×844, CPU 4× slower through CDP; `BENCH_PROFILES=laptop` skips it), for the eip155 host
// and a host with every plugin (scripts/bench/host-every.tsx), with the script files fetched
// before the click and on it (the e-mail field counts as a first row). A script, not a test.
// Budgets live in `npm run size`.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { register } from 'tsx/esm/api'

register()
const { startAnvil } = await import('../test/support/anvil.ts')

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.BENCH_RUNS ?? 7)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/**
 * An esbuild plugin that resolves the host's imports of the package's entry sources to the
 * published build, dist/esm (`npm run build`), as a host that installed the package bundles it:
 * its eager path is cut into files as a host's bundler cuts dist/ (issue 35), not the sources.
 */
const published = {
  name: 'published-dist',
  setup(build) {
    const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))
    const built = new Map(
      Object.entries(entries).map(([name, source]) => [
        join(root, source).replace(/\.tsx?$/, '.js'),
        join(root, 'dist/esm', `${name}.js`),
      ]),
    )
    build.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
      const file = built.get(join(resolveDir, path))
      return file ? { path: file } : undefined
    })
  },
}

async function bundle(entry, format = 'esm', plugins = []) {
  const result = await build({
    entryPoints: [join(root, entry)],
    plugins,
    bundle: true,
    splitting: format === 'esm',
    format,
    minify: true,
    write: false,
    outdir: '/out',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  return new Map(result.outputFiles.map((file) => [file.path.replace('/out', ''), file.contents]))
}

/**
 * The entry's static imports, as `<link rel="modulepreload">` tags: what Vite writes into a
 * host's HTML, so the browser fetches them beside the entry instead of once it has arrived.
 */
function preloads(files, page) {
  const entry = new TextDecoder().decode(files.get(`/${page}.js`))
  const imported = [...entry.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1])
  return [...new Set(imported)].map((file) => `<link rel="modulepreload" href="/${file}">`).join('')
}

function serve(files, page, { preload = false } = {}) {
  const head = preload ? preloads(files, page) : ''
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end(
        `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>${head}</head><body><div id="root"></div><script type="module" src="/${page}.js"></script></body></html>`,
      )
    }
    const file = files.get(path)
    if (!file) {
      response.writeHead(404)
      return response.end()
    }
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
    response.end(file)
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

const anvil = await startAnvil({ chainId: 31337 })
const hasDist = existsSync(join(root, 'dist/esm/index.js'))
const [host, publishedHost, every, publishedEvery, reactOnly, wallet] = await Promise.all([
  bundle('scripts/bench/host.tsx'),
  hasDist ? bundle('scripts/bench/host.tsx', 'esm', [published]) : undefined,
  bundle('scripts/bench/host-every.tsx'),
  hasDist ? bundle('scripts/bench/host-every.tsx', 'esm', [published]) : undefined,
  bundle('scripts/bench/react-only.tsx'),
  bundle('scripts/bench/wallet.ts', 'iife'),
])
const walletScript = new TextDecoder().decode([...wallet.values()][0])
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

/**
 * The devices a visit runs on (`BENCH_PROFILES`, default both): a laptop as the machine is, and
 * a phone (issue 35): a 390×844 viewport and the CPU slowed down 4× through CDP.
 */
const profiles = {
  laptop: { runs, viewport: undefined, cpu: 1 },
  phone: {
    runs: Number(process.env.BENCH_PHONE_RUNS ?? 5),
    viewport: { width: 390, height: 844 },
    cpu: 4,
  },
}
const chosen = (process.env.BENCH_PROFILES ?? 'laptop,phone')
  .split(',')
  .filter((name) => name in profiles)

/** One fresh context: returns the timings and bytes of one visit. */
async function visit(server, files, profile = profiles.laptop) {
  const context = await browser.newContext(profile.viewport ? { viewport: profile.viewport } : {})
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu })
  await tab.addInitScript(walletScript)
  // The button's paint as the browser reports it: the page's first contentful paint (the
  // button's label is its only content). Not a timer queued after the frame: tasks the page
  // queued after its paint (Gangway's deferred storage read, its idle prefetch) would run
  // before it and count as if they delayed the paint.
  await tab.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (!paint) return
      observer.disconnect()
      window.__visible = paint.startTime
    }).observe({ type: 'paint', buffered: true })
  })
  const fetched = []
  tab.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (files.has(path)) fetched.push(path)
  })
  const url = `http://127.0.0.1:${server.address().port}/?rpc=${encodeURIComponent(anvil.rpcUrl)}`
  await tab.goto(url)
  const button = tab.locator('#root button').first()
  await button.waitFor({ state: 'visible' })
  await tab.waitForFunction(() => window.__visible !== undefined)
  const visible = await tab.evaluate(() => window.__visible)
  // A visitor clicks after the page settled: the idle prefetch has had its chance.
  await tab.waitForLoadState('networkidle')
  const beforeClick = [...new Set(fetched)]
  await tab.evaluate((firstRow) => {
    // Timestamp the click, then the first frame painted after the dialog and a wallet row
    // exist (in the page, or in Gangway's shadow root).
    window.__bench = new Promise((done) => {
      // Only what is shown: Gangway renders its first view out of sight before the first open.
      const shown = (root, selector) =>
        [...(root?.querySelectorAll(selector) ?? [])].find((element) =>
          element.checkVisibility({ visibilityProperty: true }),
        )
      const find = (selector) =>
        shown(document, selector) ??
        shown(document.querySelector('gangway-modal')?.shadowRoot, selector)
      document.addEventListener(
        'click',
        () => {
          const start = performance.now()
          const times = {}
          const painted = (key) =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                times[key] = performance.now() - start
                if (times.dialog !== undefined && times.row !== undefined) done(times)
              }),
            )
          const poll = () => {
            if (!('dialogSeen' in times) && find('[role="dialog"]')) {
              times.dialogSeen = true
              painted('dialog')
            }
            // The first row: a wallet, or a connect method's form above them (the e-mail field).
            if (!('rowSeen' in times) && find(firstRow)) {
              times.rowSeen = true
              painted('row')
            }
            if (!('rowSeen' in times)) requestAnimationFrame(poll)
          }
          poll()
        },
        { capture: true, once: true },
      )
    })
  }, '[role="dialog"] [data-wallet], [role="dialog"] input[type="email"]')
  const beforeClickCount = fetched.length
  await button.click()
  const { dialog, row } = await tab.evaluate(() => window.__bench)
  // Script files the click itself fetched before its first row was painted (issue 35: none, once
  // the browser was idle).
  const clicked = fetched.slice(beforeClickCount)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  const bytes = beforeClick.reduce(
    (sum, path) => sum + gzipSync(files.get(path), { level: 9 }).length,
    0,
  )
  return {
    visible,
    dialog,
    row,
    bytes,
    heap: usedSize,
    files: beforeClick.length,
    onClick: clicked.length,
    clicked,
  }
}

try {
  const hostServer = await serve(host, 'host')
  const preloadServer = await serve(host, 'host', { preload: true })
  const reactServer = await serve(reactOnly, 'react-only')
  const publishedServer = publishedHost && (await serve(publishedHost, 'host'))
  const everyServer = await serve(every, 'host-every')
  const publishedEveryServer = publishedEvery && (await serve(publishedEvery, 'host-every'))
  // The pages of each profile: [label, server, files, laptop only]. Issue 35's table compares
  // the eip155 host and the every-plugin host, as a host that installed the package builds them
  // when dist/ is built (else from the sources).
  const pages = [
    ['eip155 (sources)', hostServer, host],
    ['eip155, preloaded (as Vite)', preloadServer, host, true],
    ['every plugin (sources)', everyServer, every],
  ]
  if (publishedServer) pages.push(['eip155 (dist/)', publishedServer, publishedHost])
  if (publishedEveryServer)
    pages.push(['every plugin (dist/)', publishedEveryServer, publishedEvery])
  const loadBefore = load()
  const measured = {}
  for (const name of chosen) {
    const profile = profiles[name]
    const shown = pages.filter(([, , , laptopOnly]) => !laptopOnly || name === 'laptop')
    measured[name] = {
      baseline: [],
      pages: Object.fromEntries(shown.map(([label]) => [label, []])),
    }
    for (let i = 0; i < profile.runs; i++) {
      for (const [label, server, files] of shown)
        measured[name].pages[label].push(await visit(server, files, profile))
      measured[name].baseline.push(await visit(reactServer, reactOnly, profile))
    }
  }
  const pick = (list, key) => median(list.map((r) => r[key]))
  const ms = (value) => `${value.toFixed(0).padStart(4)} ms`
  console.log(
    `Gangway UI bench — headless Chromium, paired visits; laptop: median of ${profiles.laptop.runs}, phone (390×844, CPU 4× slower): median of ${profiles.phone.runs}`,
  )
  console.log(
    `  load average (1 / 5 / 15 min) before ${loadBefore}, after ${load()} on ${availableParallelism()} cores`,
  )
  for (const name of chosen) {
    const { baseline, pages: results } = measured[name]
    console.log(
      `  ${name}: without Gangway, button ${ms(pick(baseline, 'visible'))}, click → first row ${ms(pick(baseline, 'row'))}`,
    )
    for (const [label, list] of Object.entries(results)) {
      const visible = pick(list, 'visible')
      const theirs = pick(baseline, 'visible')
      console.log(
        `    ${label.padEnd(28)} button ${ms(visible)} (+${(visible - theirs).toFixed(0)}, ratio ${(visible / theirs).toFixed(2)}); click → dialog ${ms(pick(list, 'dialog'))}, first row ${ms(pick(list, 'row'))}; script files before the click ${pick(list, 'files')}, on the click ${pick(list, 'onClick')}; JS before the click ${kib(pick(list, 'bytes'))} gzip (+${kib(pick(list, 'bytes') - pick(baseline, 'bytes'))}); heap ${kib(pick(list, 'heap'))}`,
      )
      const clicked = list.at(-1).clicked
      if (clicked.length) console.log(`      fetched on the last click: ${clicked.join(' ')}`)
    }
  }
  console.log(
    '  Field (NOTES.md, one run on this machine kind): static JS over React — AppKit +626 KiB,',
  )
  console.log('  RainbowKit +324 KiB, ConnectKit +518 KiB; click → first row 73 / 52 / 111 ms.')
  for (const server of [
    hostServer,
    preloadServer,
    reactServer,
    publishedServer,
    everyServer,
    publishedEveryServer,
  ])
    server?.close()
} finally {
  await browser.close()
  await anvil.stop()
}
