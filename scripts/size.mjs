// Measures what a host pays, gzip, React excluded, and enforces the budgets in CI.
// Usage: node scripts/size.mjs  (after `npm run build`; writes dist/size.json)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))
const KiB = 1024

/** Budgets in bytes (gzip). ARCHITECTURE.md "Quality bars"; issues 2, 3 and 4. */
const budgets = {
  gangway: 18 * KiB,
  'minimum host': 30 * KiB,
  'minimum host + ui': 75 * KiB,
  'ui-shell (lazy)': 45 * KiB,
}

const gzip = (code) => gzipSync(code, { level: 9 }).length

/** Bundles `source` as a host page would (minified, splitting), returns its eager and lazy parts. */
async function measure(source) {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-size-'))
  try {
    writeFileSync(join(dir, 'entry.js'), source)
    const result = await build({
      entryPoints: [join(dir, 'entry.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      outdir: join(dir, 'out'),
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      nodePaths: [join(root, 'node_modules')],
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const sizes = new Map(
      result.outputFiles.map((file) => [
        relative(join(dir, 'out'), file.path),
        gzip(file.contents),
      ]),
    )
    const outputs = Object.fromEntries(
      Object.entries(result.metafile.outputs).map(([path, out]) => [
        relative(join(dir, 'out'), join(root, path)),
        out,
      ]),
    )
    // esbuild's metafile paths are relative to cwd
    const byName = new Map(
      Object.entries(result.metafile.outputs).map(([path, out]) => [
        relative(join(dir, 'out'), resolve(path)),
        out,
      ]),
    )
    void outputs
    const closure = (name, seen = new Set()) => {
      if (seen.has(name)) return seen
      seen.add(name)
      for (const imp of byName.get(name)?.imports ?? [])
        if (imp.kind === 'import-statement' && !imp.external)
          closure(relative(join(dir, 'out'), resolve(imp.path)), seen)
      return seen
    }
    const eager = closure('entry.js')
    const sum = (names) => [...names].reduce((total, name) => total + (sizes.get(name) ?? 0), 0)
    const lazy = {}
    for (const [name, out] of byName)
      for (const imp of out.imports)
        if (imp.kind === 'dynamic-import' && !imp.external) {
          const target = relative(join(dir, 'out'), resolve(imp.path))
          const extra = [...closure(target)].filter((n) => !eager.has(n))
          lazy[target] = { bytes: sum(extra), from: name }
        }
    return { eager: sum(eager), lazy }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const report = {}
const imp = (entry) => JSON.stringify(join(dist, `${entry}.js`))

for (const name of Object.keys(entries)) {
  const label = name === 'index' ? 'gangway' : `gangway/${name}`
  const { eager } = await measure(`export * from ${imp(name)}`)
  report[label] = eager
}
report.gangway = (
  await measure(`import { createGangway } from ${imp('index')}; export { createGangway }`)
).eager

// The minimum host: eip155 with injected wallets and a ConnectButton (when those entries exist).
const hostImports = [`import { createGangway } from ${imp('index')}`]
const hostUses = ['createGangway']
if (entries.eip155)
  hostImports.push(`import { eip155, mainnet } from ${imp('eip155')}`),
    hostUses.push('eip155', 'mainnet')
if (entries.react)
  hostImports.push(`import { GangwayProvider, ConnectButton } from ${imp('react')}`),
    hostUses.push('GangwayProvider', 'ConnectButton')
const host = await measure(`${hostImports.join('\n')}\nexport { ${hostUses.join(', ')} }`)
report['minimum host'] = host.eager
const uiChunk = Object.entries(host.lazy).find(([name]) => name.startsWith('ui-shell'))
if (uiChunk) {
  report['ui-shell (lazy)'] = uiChunk[1].bytes
  report['minimum host + ui'] = host.eager + uiChunk[1].bytes
}
for (const [name, { bytes }] of Object.entries(host.lazy))
  report[`lazy chunk ${name.replace(/-[A-Z0-9]{8}\.js$/, '')}`] ??= bytes

mkdirSync(dist, { recursive: true })
writeFileSync(join(dist, 'size.json'), `${JSON.stringify(report, null, 2)}\n`)

let failed = false
console.log('gzip sizes (React excluded)')
for (const [name, bytes] of Object.entries(report)) {
  const budget = budgets[name]
  const over = budget !== undefined && bytes > budget
  failed ||= over
  console.log(
    `  ${name.padEnd(40)} ${(bytes / KiB).toFixed(2).padStart(7)} KiB${budget ? `  (budget ${(budget / KiB).toFixed(0)} KiB)${over ? '  OVER BUDGET' : ''}` : ''}`,
  )
}
if (!existsSync(join(dist, 'index.js'))) failed = true
if (failed) {
  console.error('size budget exceeded')
  process.exit(1)
}
