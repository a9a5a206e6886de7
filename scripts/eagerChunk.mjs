// Issue 35: the published eager path is one shared module, so any host bundler sees a shallow
// graph. esbuild and Rolldown put each published file in a chunk keyed by the set of entries
// (the page and each `import()`) that reach it, so one file per source module gave a host 20
// files before its first paint. Here every module a page may run before its first paint and
// that lazy code (or another entry) imports too is in one chunk, `chunks/eager-*.js`; each
// entry file keeps only what no other file imports, and lazy modules are their own chunks.
// That chunk holds createGangway's `import()` of the modal and the descriptors' of their views,
// so a React Server Component must not load it: package.json's `react-server` condition gives
// server components dist/server, one file per module (rollup.config.mjs). Splitting the chunk
// in two instead (the server-safe modules, and those that reach React) needs no second build but
// costs esbuild a fourth file before first paint: lazy code reaches the two by different paths,
// and esbuild's runtime helpers are a chunk of their own.
import { resolve } from 'node:path'
import MagicString from 'magic-string'
import { rollup } from 'rollup'
import { entries } from './packageEntries.mjs'

const root = resolve(import.meta.dirname, '..')

/**
 * Entries no host page imports for its first paint, so only what the others use of them is
 * eager: the plugin API (`gangway/kernel`), the view kit and the embedded wallet (plugins and
 * their views and lazy parts import them), gangway/wagmi (a wagmi host's, measured over
 * @wagmi/core: it imports viem, which wagmi hosts have), the chains' errors entries, and
 * gangway/walletconnect: a host enables WalletConnect with createGangway's `walletConnect`
 * option, which loads the entry with `import()` once the first frame is painted. As a page
 * entry, its descriptor, icon and error classes sat in the shared chunk, and that `import()`
 * of the whole entry kept them on every page, WalletConnect or not (1.2 KiB of the minimum
 * host under esbuild). A host that imports the `walletConnect()` plugin itself pays for that in
 * files: esbuild and Rolldown give its chunk (and its facade) files of their own, 5 before first
 * paint, where the option (the documented way) keeps its 3. gangway/bip122/bip322 builds BIP-322's
 * message transactions on bitcoinjs-lib for code that signs or verifies a message (the siwx
 * server's verifier, the Bitcoin test wallet): as a page entry, the shared chunk would hold it,
 * and its static import of bitcoinjs-lib would be on every page.
 */
export const notFirstPaint = new Set([
  'kernel',
  'ui',
  'embedded',
  'wagmi',
  'walletconnect',
  'bip122/bip322',
  ...errorEntries(),
])

/**
 * A chain's errors entry (`gangway/polkadot/errors`): its classes are for narrowing a failure,
 * which no page needs before its first paint; eager, they sat in the shared chunk, where the lazy
 * adapter's imports of them kept them on every host's page (polkadot() 1.6 → 2.7 KiB).
 */
function errorEntries() {
  return Object.keys(entries).filter((name) => name.endsWith('/errors'))
}

/** Entries that never run in a page: a host's Node backend, a dapp's test run. */
export const isPageEntry = (name) => !name.endsWith('/server') && !name.startsWith('testing')

/**
 * The first pass: the modules a page may run before its first paint. Rollup builds one entry
 * that uses every export of every page entry (the view kits' only as those use them) and keeps
 * what its tree-shaking keeps outside `import()`; a module some code loads with `import()` stays
 * out (a dynamic import of the eager chunk would keep every export of it in a host's page).
 */
export async function findEagerModules({ plugins, external }) {
  const names = Object.keys(entries).filter((name) => isPageEntry(name) && !notFirstPaint.has(name))
  const host = '\0gangway-every-page-entry'
  const source = names
    .map(
      (name, i) => `import * as e${i} from '${name === 'index' ? 'gangway' : `gangway/${name}`}'`,
    )
    .concat(`export { ${names.map((_, i) => `e${i}`).join(', ')} }`)
    .join('\n')
  const dynamic = new Set()
  const page = {
    name: 'gangway-every-page-entry',
    resolveId: (id) => (id === host ? id : null),
    load: (id) => (id === host ? source : null),
    buildEnd() {
      for (const id of this.getModuleIds())
        for (const target of this.getModuleInfo(id).dynamicallyImportedIds) dynamic.add(target)
    },
  }
  const bundle = await rollup({
    input: host,
    external,
    plugins: [page, ...plugins],
    treeshake: { moduleSideEffects: false },
    onwarn: () => {},
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]))
  const eager = new Set()
  const visit = (name) => {
    const chunk = chunks.get(name)
    if (!chunk || chunk.done) return
    chunk.done = true
    for (const [id, { renderedLength }] of Object.entries(chunk.modules))
      if (renderedLength > 0 && id !== host && !dynamic.has(id)) eager.add(id)
    for (const next of chunk.imports) visit(next)
  }
  visit(output.find((o) => o.type === 'chunk' && o.isEntry).fileName)
  return eager
}

/**
 * Rollup's `manualChunks`: the eager modules that more than one entry's own code reaches (the
 * kernel, createGangway, what descriptors share with each other and with lazy parts) in one
 * chunk; an eager module only its entry reaches stays in that entry's file, so a host's bundler
 * never reads a plugin the page does not import (nor the lazy parts it would load). Each other
 * entry's module heads a chunk of its own: Rollup adds a manual chunk's static imports to it,
 * re-exports too, so an eager module's import of `gangway/embedded` would otherwise bring
 * every module that entry re-exports (and the view kit behind them) into the eager chunk.
 */
export function eagerChunk(eager, name = 'eager') {
  const entryIds = new Map(Object.entries(entries).map(([n, s]) => [resolve(root, s), n]))
  let shared
  return (id, { getModuleInfo }) => {
    shared ??= sharedModules(eager, entryIds, getModuleInfo)
    return shared.has(id) ? name : entryIds.get(id)
  }
}

/** The eager modules that code outside one entry's own modules imports. */
function sharedModules(eager, entryIds, getModuleInfo) {
  const shared = new Set()
  for (const [entryId, name] of entryIds) {
    // An entry's own modules: its static closure, not entering another entry's module.
    const own = new Set()
    const visit = (id) => {
      const info = getModuleInfo(id)
      if (own.has(id) || !info || info.isExternal || (id !== entryId && entryIds.has(id))) return
      own.add(id)
      for (const next of info.importedIds) visit(next)
    }
    visit(entryId)
    const importedElsewhere = (id) => {
      const { importers, dynamicImporters } = getModuleInfo(id)
      return [...importers, ...dynamicImporters].some((m) => !own.has(m))
    }
    // createGangway's modules, which every page runs, and those of an entry other code
    // imports (through it, any of them): `gangway/kernel`, a chain's networks.
    const all = name === 'index' || importedElsewhere(entryId)
    for (const id of own) if (eager.has(id) && (all || importedElsewhere(id))) shared.add(id)
  }
  return shared
}

/**
 * A Rollup plugin: every top-level initializer that calls or reads something becomes a pure
 * call (`const s = /* @__PURE__ *\/ (() => z.object(…))()`), so a host's bundler drops what
 * its page does not use from a merged chunk as it dropped a whole unused module before. The
 * sources are free of side effects (package.json `sideEffects`); the files listed there are
 * left as they are.
 */
export function pureTopLevel({ keep = [] } = {}) {
  return {
    name: 'gangway-pure-top-level',
    renderChunk(code, chunk) {
      if (keep.includes(chunk.fileName)) return null
      const source = new MagicString(code)
      let changed = false
      for (const statement of this.parse(code).body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
        if (declaration?.type !== 'VariableDeclaration') continue
        for (const { init } of declaration.declarations) {
          if (!init || !mayRun(init)) continue
          // An arrow function cannot hold a top-level `await`.
          if (/\b(await|yield)\b/.test(code.slice(init.start, init.end))) continue
          source.prependLeft(init.start, '/* @__PURE__ */ (() => (')
          source.appendRight(init.end, '))()')
          changed = true
        }
      }
      return changed ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null
    },
  }
}

/** Whether evaluating `node` calls or reads something (function bodies are not evaluated). */
function mayRun(node) {
  if (!node || typeof node.type !== 'string') return false
  if (/^(Arrow)?Function(Expression|Declaration)$/.test(node.type)) return false
  if (/^(Call|New|TaggedTemplate|Member|Class|Await|Yield)Expression$/.test(node.type)) return true
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue
    if (
      Array.isArray(value)
        ? value.some(mayRun)
        : value && typeof value === 'object' && mayRun(value)
    )
      return true
  }
  return false
}
