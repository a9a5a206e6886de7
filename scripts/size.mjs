// Measures what a host pays, gzip, React excluded, and enforces the budgets in CI.
// Usage: node scripts/size.mjs  (after `npm run build`; writes dist/size.json)
// `npm run size -- --why` prints instead what the hosts' eager JS holds, by source module
// (scripts/eagerWhy.mjs), and measures nothing else.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build as esbuild } from 'esbuild'
import { bundlers, dist, gzip, hostSources } from './hostBundlers.mjs'
import { createMeasurePool } from './measurePool.mjs'
import {
  budgets,
  bundlerBudgets,
  fileBudget,
  KiB,
  kib,
  localeCatalogue,
  scenarios,
} from './sizeBudgets.mjs'

if (process.argv.includes('--why')) {
  const { eagerBySource, printWhy } = await import('./eagerWhy.mjs')
  const { minimumHost, everyPluginHost } = hostSources()
  printWhy('minimum host', await eagerBySource(minimumHost))
  printWhy('every-plugin host', await eagerBySource(everyPluginHost))
  process.exit(0)
}

const root = resolve(import.meta.dirname, '..')
const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))

const report = {}
/** Per bundler, for the eager figures: printed beside the worst, which the budget holds. */
const byBundler = {}
const imp = (entry) => JSON.stringify(join(dist, 'esm', `${entry}.js`))
/**
 * The bundlers an eager row's budget holds the worst of. webpack (as Next.js configures it,
 * measured since issue 35) builds only `gangway` and the host scenarios (`scenarios`), printed
 * beside them with its file count below, and is budgeted only in the latter: a per-entry row
 * would cost CI ~3 s. (Its ~10 KiB over the others until 2026-11-29 was the measurement's: esbuild
 * stood in for Next's SWC minifier and kept the dead code inside webpack's module functions.)
 */
const budgetedBundlers = ['rollup', 'rolldown', 'esbuild']
/** The rows built only by the bundlers they are budgeted under (webpack is ~3 s a build). */
const budgetedOnly = { only: budgetedBundlers }
const record = (name, { eager, byBundler: each }, over) => {
  byBundler[name] = over
    ? Object.fromEntries(Object.entries(each).map(([b, bytes]) => [b, bytes - over.byBundler[b]]))
    : each
  report[name] = Math.max(
    ...Object.entries(byBundler[name])
      .filter(([bundler]) => budgetedBundlers.includes(bundler))
      .map(([, bytes]) => bytes),
  )
  return eager
}

// Every row is asked for first, so the pool's workers measure side by side; each is recorded
// in this order once measured.
const pool = createMeasurePool()
const measure = pool.measure
const baseResult = measure(
  `import { createGangway } from ${imp('index')}; export { createGangway }`,
)

// Issue 35's host pages, and the entries whose factory they call (scripts/hostBundlers.mjs).
const { factories, minimumHost, everyPluginHost } = hostSources()
/** The rows over createGangway: `{ name, result, lazy }` (`lazy`: its lazy chunks reported). */
const overBase = []
for (const name of Object.keys(entries)) {
  // `*/server` entries (e.g. gangway/siwx/server) run on a host's Node backend, not in pages;
  // gangway/testing runs in a dapp's tests, never in its pages (test/unit/testing checks).
  if (name.endsWith('/server') || name === 'testing' || name.startsWith('testing/')) continue
  const label = name === 'index' ? 'gangway' : `gangway/${name}`
  // Every export of the entry, over createGangway: with one eager chunk shared by all entries,
  // an entry alone would count that chunk in each row.
  overBase.push({
    name: `${label} over createGangway (everything)`,
    result: measure(
      `import { createGangway } from ${imp('index')}; export * from ${imp(name)}; export { createGangway }`,
      budgetedOnly,
    ),
  })
  // What enabling a plugin adds before the first click: its factory next to createGangway.
  const factory = name.split('/').at(-1)
  if (!factories.some(([entry]) => entry === name)) continue
  overBase.push({
    name: `+ ${factory}() over createGangway`,
    result: measure(
      `import { createGangway } from ${imp('index')}; import { ${factory} } from ${imp(name)}; export { createGangway, ${factory} }`,
      budgetedOnly,
    ),
    lazy: true,
  })
}

// Issue 23: what gangway/wagmi adds to a wagmi host, over wagmi's own core (viem included).
const wagmiHost = `import { createConfig } from '@wagmi/core'`
const wagmi = entries.wagmi && {
  base: measure(`${wagmiHost}; export { createConfig }`, budgetedOnly),
  result: measure(
    `${wagmiHost}; import { gangwayConnector } from ${imp('wagmi')}; export { createConfig, gangwayConnector }`,
    budgetedOnly,
  ),
}

// The minimum host (eip155 with injected wallets and a ConnectButton) and, issue 35, a host with
// every plugin, chain and feature whose factory an entry exports (the rows above) next to it.
const hostResult = measure(minimumHost)
const everyResult = measure(everyPluginHost)

const base = await baseResult
record('gangway', base)
for (const row of overBase) {
  const measured = await row.result
  record(row.name, measured, base)
  if (row.lazy)
    for (const [module, { bytes }] of Object.entries(measured.lazy))
      report[`lazy ${module}`] ??= bytes
}
if (wagmi) record('+ gangway/wagmi over @wagmi/core', await wagmi.result, await wagmi.base)
const host = await hostResult
record('minimum host', host)
const everyHost = await everyResult
record('every-plugin host', everyHost)
await pool.close()
// Gangway's files before each host page's first paint, per bundler (`fileBudget` holds them).
const eagerFiles = { 'minimum host': host.files, 'every-plugin host': everyHost.files }
const uiChunk = Object.entries(host.lazy).find(
  ([name]) => name === 'ui-shell.js' || name === 'ui-shell/index.js',
)
if (uiChunk) {
  report['ui-shell (lazy)'] = uiChunk[1].bytes
  report['minimum host + ui'] = report['minimum host'] + uiChunk[1].bytes
}
for (const [name, { bytes }] of Object.entries(host.lazy)) report[`lazy ${name}`] ??= bytes

// What the swap's lazy quote code (on-chain and 0x) adds for a visitor who opened Swap:
// beyond the page, the eip155 adapter and its public actions (which the Swap view loads
// before any quote), Rollup's chunks.
if (entries.swap && entries.eip155) {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-size-'))
  try {
    writeFileSync(
      join(dir, 'entry.js'),
      `import { createGangway } from ${imp('index')}; import { eip155 } from ${imp('eip155')}; import { swap, zeroEx } from ${imp('swap')}; export { createGangway, eip155, swap, zeroEx }`,
    )
    const chunks = await bundlers.rollup(dir)
    const closure = (name, seen = new Set()) => {
      if (seen.has(name) || !chunks.has(name)) return seen
      seen.add(name)
      for (const dep of chunks.get(name)?.imports ?? []) closure(dep, seen)
      return seen
    }
    const byModule = (path) =>
      [...chunks.keys()].find((name) => chunks.get(name).module === join(dist, 'esm', path))
    const entry = [...chunks.keys()].find((n) => chunks.get(n).module === join(dir, 'entry.js'))
    // The Swap view reads balances through the adapter's public client before any quote,
    // which loads its public actions: both are on the page by then.
    const loaded = new Set([
      ...closure(entry),
      ...closure(byModule('chains/eip155/createEip155Adapter.js')),
      ...closure(byModule('chains/eip155/publicActions.js')),
    ])
    const quotes = new Set(
      ['plugins/swap/sources/createOnchainSource.js', 'plugins/swap/sources/createZeroExSource.js']
        .flatMap((path) => [...closure(byModule(path))])
        .filter((name) => !loaded.has(name)),
    )
    report['swap quotes beyond the eip155 adapter'] = [...quotes].reduce(
      (total, name) => total + gzip(chunks.get(name).code),
      0,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// The secure site's frame page (built by scripts/build-frame.mjs): what the frame loads.
{
  const { buildFrame } = await import('./build-frame.mjs')
  report['secure-site frame page'] = (await buildFrame()).bytes
  // The smart-account modules bundled on their own (the frame had no viem before them).
  const smart = await esbuild({
    stdin: {
      contents:
        "export * from './secure-site/frame/smart/smartAccounts.ts'\nexport * from './secure-site/frame/smart/describeSmartRequest.ts'",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
    target: 'es2022',
    legalComments: 'none',
    // What the smart account loads with `import()` (the preview toolkit, permitPreview.js) is a
    // lazy chunk of the frame, not part of this row: without splitting, esbuild would inline it.
    plugins: [
      {
        name: 'lazy-imports-external',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          )
        },
      },
    ],
  })
  report['frame page: smart-account code'] = gzip(smart.outputFiles[0].contents)
}

mkdirSync(dist, { recursive: true })
writeFileSync(
  join(dist, 'size.json'),
  `${JSON.stringify({ ...report, byBundler, eagerFiles }, null, 2)}\n`,
)

// The other plugins' catalogues hold the same 2 KiB.
for (const name of Object.keys(report))
  if (localeCatalogue.test(name) && !name.endsWith('/index.js')) budgets[name] ??= 2 * KiB
let failed = false
console.log(
  `gzip sizes (React excluded; eager: the worst of ${budgetedBundlers.join(', ')}; each of ${Object.keys(bundlers).join(', ')} in brackets)`,
)
for (const [name, bytes] of Object.entries(report)) {
  const budget = budgets[name]
  const over = budget !== undefined && bytes > budget
  failed ||= over
  const each = byBundler[name]
    ? `  [${Object.entries(byBundler[name])
        .map(([bundler, size]) => {
          const own = bundlerBudgets[name]?.[bundler]
          const ownOver = own !== undefined && size > own
          failed ||= ownOver
          return `${bundler} ${(size / KiB).toFixed(2)}${own ? ` (budget ${kib(own)}${ownOver ? ' OVER BUDGET' : ''})` : ''}`
        })
        .join(', ')}]`
    : ''
  console.log(
    `  ${name.padEnd(44)} ${(bytes / KiB).toFixed(2).padStart(7)} KiB${budget ? `  (budget ${kib(budget)} KiB)${over ? '  OVER BUDGET' : ''}` : ''}${each}`,
  )
}
for (const [name, files] of Object.entries(eagerFiles)) {
  const over = Object.values(files).some((count) => count > fileBudget)
  failed ||= over
  console.log(
    `  ${name}: Gangway's JS files before its first paint, its entry included (React external; budget ${fileBudget}): ${Object.entries(
      files,
    )
      .map(([bundler, count]) => `${bundler} ${count}`)
      .join(', ')}${over ? '  OVER BUDGET' : ''}`,
  )
}
// Issue 35's goals, printed beside the budgets CI holds (the per-bundler figures above).
for (const [name, { goal }] of Object.entries(scenarios)) {
  const over = Object.entries(byBundler[name] ?? {}).filter(([, bytes]) => bytes > goal)
  console.log(
    `  ${name}: issue 35's goal ${kib(goal)} KiB under every bundler: ${over.length ? `NOT MET (${over.map(([bundler, bytes]) => `${bundler} ${(bytes / KiB).toFixed(2)}`).join(', ')})` : 'met'}`,
  )
}
if (!existsSync(join(dist, 'esm', 'index.js'))) failed = true
if (failed) {
  console.error('size budget exceeded')
  process.exit(1)
}
