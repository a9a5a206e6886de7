// What a host page's eager JS holds, by source module (issue 35): `npm run size -- --why`, or
// `node scripts/eagerWhy.mjs [--every] [--page-only] [--top N]` after `npm run build`. It bundles the minimum host
// (or, with --every, the every-plugin host) from dist/ with esbuild as scripts/hostBundlers.mjs
// does, with source maps: esbuild follows dist/'s own maps back to the sources, so each byte of the
// page's eager output is counted against the source file (or dependency) it came from. A module's
// gzip figure is its share of the minified bytes times the eager output's gzip ratio: gzip does
// not split by module, so it is an estimate; the minified bytes are exact.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { build as esbuild } from 'esbuild'
import { esbuildHostOptions, gzip, hostSources } from './hostBundlers.mjs'

const root = resolve(import.meta.dirname, '..')
const KiB = 1024

/** Decodes a source map's `mappings` into [line][segment] = [column, source?]. */
function decodeMappings(mappings) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const lines = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = chars.indexOf(char)
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += fields[0]
      if (fields.length > 1) source += fields[1]
      // Lines and columns in the source are not needed, only which source a byte came from.
      segments.push([column, fields.length > 1 ? source : undefined])
    }
    lines.push(segments)
  }
  return lines
}

/** Minified bytes of `code` per source file, from its source map. */
function bytesBySource(code, map) {
  const bySource = new Map()
  const add = (name, bytes) => bySource.set(name, (bySource.get(name) ?? 0) + bytes)
  const lines = code.split('\n')
  const mapped = decodeMappings(map.mappings)
  for (const [i, text] of lines.entries()) {
    const segments = mapped[i] ?? []
    if (!segments.length) {
      add('(unmapped)', Buffer.byteLength(text) + 1)
      continue
    }
    add('(unmapped)', Buffer.byteLength(text.slice(0, segments[0][0])))
    for (const [j, [column, source]] of segments.entries()) {
      const end = segments[j + 1]?.[0] ?? text.length
      add(
        source === undefined ? '(unmapped)' : map.sources[source],
        Buffer.byteLength(text.slice(column, end)),
      )
    }
    add('(unmapped)', 1)
  }
  return bySource
}

/** A source path as one reads it: `kernel/store.ts`, `node_modules/zod/v4/core/schemas.js`. */
function readable(path) {
  const absolute = resolve(path)
  const inModules = absolute.lastIndexOf('/node_modules/')
  if (inModules >= 0) return absolute.slice(inModules + 1)
  const own = relative(root, absolute)
  // A worktree's sources map to /work/main's paths when dist/ was built elsewhere.
  return own.startsWith('..') ? absolute : own
}

/** The group a module counts in: a dependency's package, or a source folder. */
function group(path) {
  const dependency = path.match(/^node_modules\/((@[^/]+\/)?[^/]+)/)
  if (dependency) return dependency[1]
  if (path.startsWith('(')) return path
  const parts = path.split('/')
  // plugins/email, chains/eip155, ui-shell/react; kernel/connection stays kernel.
  if (['plugins', 'chains', 'ui-shell', 'adapters'].includes(parts[0]) && parts.length > 2)
    return `${parts[0]}/${parts[1]}`
  return parts.length > 1 ? parts[0] : path
}

/**
 * The eager output of a host page (esbuild, as scripts/hostBundlers.mjs builds it) by source.
 * With `pageOnly`, every `import()` is left out of the bundle: what remains is what the page's own
 * code uses; the difference is what lazy code (the modal, plugins' views) keeps on the eager path
 * by importing it from the shared eager chunk, which is one module to a host's bundler.
 * @param {string} source the host page's entry
 * @param {{ pageOnly?: boolean }} [options]
 */
export async function eagerBySource(source, { pageOnly = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-why-'))
  try {
    writeFileSync(join(dir, 'entry.js'), source)
    const out = join(dir, 'out')
    // As size.mjs's esbuild row builds the page, with source maps back to dist/'s sources.
    const { outputFiles, metafile } = await esbuild({
      ...esbuildHostOptions(dir),
      sourcemap: 'external',
      plugins: pageOnly ? [lazyExternal] : [],
    })
    const files = new Map(outputFiles.map((file) => [relative(out, file.path), file]))
    const outputs = new Map(
      Object.entries(metafile.outputs).map(([path, output]) => [
        relative(out, resolve(root, path)),
        output,
      ]),
    )
    const entry = [...outputs].find(
      ([, o]) => o.entryPoint && resolve(root, o.entryPoint) === join(dir, 'entry.js'),
    )[0]
    const eager = new Set()
    const visit = (name) => {
      if (eager.has(name) || !outputs.has(name)) return
      eager.add(name)
      for (const i of outputs.get(name).imports)
        if (i.kind === 'import-statement' && !i.external)
          visit(relative(out, resolve(root, i.path)))
    }
    visit(entry)
    const modules = new Map()
    let minified = 0
    let gzipped = 0
    for (const name of eager) {
      const code = files.get(name).text
      const map = JSON.parse(files.get(`${name}.map`).text)
      // Sources are relative to the map's folder.
      map.sources = map.sources.map((s) =>
        s.startsWith('(') ? s : readable(resolve(out, dirname(name), s)),
      )
      for (const [path, bytes] of bytesBySource(code, map))
        modules.set(path, (modules.get(path) ?? 0) + bytes)
      minified += Buffer.byteLength(code)
      gzipped += gzip(code)
    }
    return { modules, minified, gzipped, files: eager.size }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** An esbuild plugin: every `import()` stays out of the bundle. */
const lazyExternal = {
  name: 'lazy-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    )
  },
}

const dirname = (path) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.')

/** Prints the table: groups first, then the top modules. */
export function printWhy(title, { modules, minified, gzipped, files }, top = 40) {
  const ratio = gzipped / minified
  const row = (name, bytes) =>
    `  ${name.padEnd(64)} ${String(bytes).padStart(7)} B  ~${((bytes * ratio) / KiB).toFixed(2).padStart(5)} KiB gzip  ${((bytes / minified) * 100).toFixed(1).padStart(4)} %`
  console.log(
    `${title}: ${files} files, ${minified} B minified, ${(gzipped / KiB).toFixed(2)} KiB gzip (esbuild)`,
  )
  const groups = new Map()
  for (const [path, bytes] of modules)
    groups.set(group(path), (groups.get(group(path)) ?? 0) + bytes)
  console.log(' by package or folder:')
  for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(row(name, bytes))
  console.log(` the ${top} largest modules:`)
  for (const [name, bytes] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(row(name, bytes))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const top = Number(args[args.indexOf('--top') + 1]) || 40
  const { minimumHost, everyPluginHost } = hostSources()
  const pageOnly = args.includes('--page-only')
  const suffix = pageOnly ? ', its own code only (no import())' : ''
  printWhy(`minimum host${suffix}`, await eagerBySource(minimumHost, { pageOnly }), top)
  if (args.includes('--every'))
    printWhy(`every-plugin host${suffix}`, await eagerBySource(everyPluginHost, { pageOnly }), top)
}
