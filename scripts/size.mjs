// Measures what a host pays, gzip, React excluded, and enforces the budgets in CI.
// Usage: node scripts/size.mjs  (after `npm run build`; writes dist/size.json)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { rollup } from 'rollup'
import { minify } from 'rollup-plugin-esbuild'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))
const KiB = 1024

/** Budgets in bytes (gzip): ARCHITECTURE.md "Quality bars" and the issues that set them. */
const budgets = {
  gangway: 18 * KiB,
  'minimum host': 30 * KiB,
  'minimum host + ui': 75 * KiB,
  'ui-shell (lazy)': 45 * KiB,
  '+ eip155() over createGangway': 6 * KiB,
  '+ solana() over createGangway': 3 * KiB,
  'lazy chains/solana/createSolanaAdapter.js': 40 * KiB,
  '+ send() over createGangway': 1 * KiB,
  '+ receive() over createGangway': 1 * KiB,
  // Issue 16: e-mail login adds at most 1.5 KiB before first use; the frame page < 40 KiB.
  '+ email() over createGangway': 1.5 * KiB,
  'secure-site frame page': 40 * KiB,
}

const gzip = (code) => gzipSync(code, { level: 9 }).length

/**
 * Bundles `source` as a host page would (Rollup, as Vite does; minified; code splitting) and
 * returns the gzip bytes of its static import closure and of each lazy chunk beyond it.
 * Rollup, not esbuild: esbuild puts modules that only a lazy chunk uses into a shared
 * chunk the entry loads when they are reachable through a re-exporting index.
 */
async function measure(source) {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-size-'))
  try {
    writeFileSync(join(dir, 'entry.js'), source)
    const bundle = await rollup({
      input: join(dir, 'entry.js'),
      external: (id) => /^react(-dom)?(\/|$)/.test(id),
      plugins: [
        nodeResolve({ browser: true, rootDir: root, modulePaths: [join(root, 'node_modules')] }),
        commonjs(),
        replace(),
        minify({ target: 'es2022' }),
      ],
      onwarn: () => {},
    })
    const { output } = await bundle.generate({ format: 'es' })
    await bundle.close()
    const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
    const closure = (name, seen = new Set()) => {
      // External imports (React) are not chunks of this bundle.
      if (seen.has(name) || !chunks.has(name)) return seen
      seen.add(name)
      for (const dep of chunks.get(name)?.imports ?? []) closure(dep, seen)
      return seen
    }
    const sum = (names) =>
      [...names].reduce((total, name) => total + gzip(chunks.get(name).code), 0)
    const eager = closure('entry.js')
    const lazy = {}
    for (const chunk of chunks.values())
      for (const target of chunk.dynamicImports) {
        const extra = [...closure(target)].filter((n) => !eager.has(n))
        const module = relative(
          join(root, 'dist', 'esm'),
          chunks.get(target).facadeModuleId ?? target,
        )
        lazy[module.startsWith('..') ? target : module] = { bytes: sum(extra) }
      }
    return { eager: sum(eager), lazy }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Replaces process.env.NODE_ENV as a host's production build does. */
function replace() {
  return {
    name: 'replace-node-env',
    transform: (code) =>
      code.includes('process.env.NODE_ENV')
        ? code.replaceAll('process.env.NODE_ENV', '"production"')
        : null,
  }
}

const report = {}
const imp = (entry) => JSON.stringify(join(dist, 'esm', `${entry}.js`))

report.gangway = (
  await measure(`import { createGangway } from ${imp('index')}; export { createGangway }`)
).eager

for (const name of Object.keys(entries)) {
  // `*/server` entries (e.g. gangway/siwx/server) run on a host's Node backend, not in pages.
  if (name.endsWith('/server')) continue
  const label = name === 'index' ? 'gangway' : `gangway/${name}`
  report[`${label} (everything)`] = (await measure(`export * from ${imp(name)}`)).eager
  // What enabling a plugin adds before the first click: its factory next to createGangway.
  const factory = name.split('/').at(-1)
  const source = readFileSync(join(dist, 'esm', `${name}.js`), 'utf8')
  if (!new RegExp(`export\\s*\\{[^}]*\\b${factory}\\b[^}]*\\}`).test(source)) continue
  const { eager, lazy } = await measure(
    `import { createGangway } from ${imp('index')}; import { ${factory} } from ${imp(name)}; export { createGangway, ${factory} }`,
  )
  report[`+ ${factory}() over createGangway`] = eager - report.gangway
  for (const [module, { bytes }] of Object.entries(lazy)) report[`lazy ${module}`] ??= bytes
}

// The minimum host: eip155 with injected wallets and a ConnectButton (when those entries exist).
const hostImports = [`import { createGangway } from ${imp('index')}`]
const hostUses = ['createGangway']
if (entries.eip155) {
  hostImports.push(`import { eip155, mainnet } from ${imp('eip155')}`)
  hostUses.push('eip155', 'mainnet')
}
if (entries.react) {
  hostImports.push(`import { GangwayProvider, ConnectButton } from ${imp('react')}`)
  hostUses.push('GangwayProvider', 'ConnectButton')
}
const host = await measure(`${hostImports.join('\n')}\nexport { ${hostUses.join(', ')} }`)
report['minimum host'] = host.eager
const uiChunk = Object.entries(host.lazy).find(
  ([name]) => name === 'ui-shell.js' || name === 'ui-shell/index.js',
)
if (uiChunk) {
  report['ui-shell (lazy)'] = uiChunk[1].bytes
  report['minimum host + ui'] = host.eager + uiChunk[1].bytes
}
for (const [name, { bytes }] of Object.entries(host.lazy)) report[`lazy ${name}`] ??= bytes

// The secure site's frame page (built by scripts/build-frame.mjs): what the frame loads.
{
  const { buildFrame } = await import('./build-frame.mjs')
  report['secure-site frame page'] = (await buildFrame()).bytes
}

mkdirSync(dist, { recursive: true })
writeFileSync(join(dist, 'size.json'), `${JSON.stringify(report, null, 2)}\n`)

let failed = false
console.log('gzip sizes (React excluded)')
for (const [name, bytes] of Object.entries(report)) {
  const budget = budgets[name]
  const over = budget !== undefined && bytes > budget
  failed ||= over
  console.log(
    `  ${name.padEnd(44)} ${(bytes / KiB).toFixed(2).padStart(7)} KiB${budget ? `  (budget ${(budget / KiB).toFixed(0)} KiB)${over ? '  OVER BUDGET' : ''}` : ''}`,
  )
}
if (!existsSync(join(dist, 'esm', 'index.js'))) failed = true
if (failed) {
  console.error('size budget exceeded')
  process.exit(1)
}
