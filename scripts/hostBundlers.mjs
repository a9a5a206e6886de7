// The bundlers a host builds its pages with (Rollup as Vite uses it, Rolldown, esbuild, and
// webpack as Next.js configures it), each run over a host page's entry as it would build it.
// scripts/size.mjs measures with them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { build as esbuild } from 'esbuild'
import { rolldown } from 'rolldown'
import { rollup } from 'rollup'
import { minify } from 'rollup-plugin-esbuild'

const root = resolve(import.meta.dirname, '..')
/** The built package: dist/ (`GANGWAY_DIST` measures another build of it). */
export const dist = resolve(process.env.GANGWAY_DIST ?? join(root, 'dist'))

export const gzip = (code) => gzipSync(code, { level: 9 }).length
const isReact = (id) => /^react(-dom)?(\/|$)/.test(id)

/**
 * The bundlers hosts build with. Each builds `entry.js` in `dir` as a host page would
 * (minified, code splitting, React external) and returns its chunks by file name:
 * `{ code, imports, dynamicImports, module }`, where `module` is a lazy chunk's source file.
 * Their tree-shaking differs: a module one of them drops, another keeps (esbuild and
 * webpack kept `viem/siwe` behind `siwx()` where Rollup dropped it), so budgets hold the
 * worst of them.
 */
/**
 * esbuild as a host page is built with it: `dir`'s `entry.js` split into chunks in `dir/out`,
 * minified, React external, in memory with its metafile.
 * @param {string} dir
 * @returns {import('esbuild').BuildOptions & { write: false, metafile: true, outdir: string }}
 */
export const esbuildHostOptions = (dir) => ({
  absWorkingDir: root,
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
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
})

/** @type {import('rollup').RollupCache | undefined} */
let rollupCache

export const bundlers = {
  /** As Vite builds for production. */
  async rollup(dir) {
    const bundle = await rollup({
      input: join(dir, 'entry.js'),
      // Every measurement bundles the same dist/ modules: Rollup's module cache (what its watch
      // mode reuses) skips parsing and transforming them again, only the host entry is new.
      cache: rollupCache,
      external: isReact,
      plugins: [
        nodeResolve({ browser: true, rootDir: root, modulePaths: [join(root, 'node_modules')] }),
        commonjs(),
        replace(),
        // Vite minifies with esbuild's charset 'utf8': text stays text, not \u escapes.
        minify({ target: 'es2022', charset: 'utf8' }),
      ],
      onwarn: () => {},
    })
    rollupCache = bundle.cache
    const { output } = await bundle.generate({ format: 'es' })
    await bundle.close()
    return fromRollupOutput(output)
  },
  /** As Rolldown (Vite's next bundler) does. */
  async rolldown(dir) {
    const bundle = await rolldown({
      input: join(dir, 'entry.js'),
      external: isReact,
      platform: 'browser',
      // A host's own bare imports (e.g. `@wagmi/core`) resolve from this package, as with
      // the other two bundlers; unresolved, Rolldown would leave them external unmeasured.
      resolve: { modules: ['node_modules', join(root, 'node_modules')] },
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
    })
    const { output } = await bundle.generate({ format: 'es', minify: true })
    await bundle.close()
    return fromRollupOutput(output)
  },
  async esbuild(dir) {
    const out = join(dir, 'out')
    const { outputFiles, metafile } = await esbuild(esbuildHostOptions(dir))
    const code = new Map(outputFiles.map((file) => [relative(out, file.path), file]))
    const chunks = new Map()
    for (const [path, output] of Object.entries(metafile.outputs)) {
      const name = relative(out, resolve(root, path))
      if (!name.endsWith('.js')) continue
      const target = (kind) =>
        output.imports
          .filter((i) => i.kind === kind && !i.external)
          .map((i) => relative(out, resolve(root, i.path)))
      chunks.set(name, {
        code: code.get(name).contents,
        imports: target('import-statement'),
        dynamicImports: target('dynamic-import'),
        module: output.entryPoint ? resolve(root, output.entryPoint) : undefined,
      })
    }
    return chunks
  },
  /**
   * As Next.js builds a page for the browser (its client `splitChunks` and runtime chunk,
   * minified with Next's own SWC minifier). The package is reached as a host has
   * it, under `node_modules/gangway`, which Next's `lib` cache group and webpack's vendor
   * group test; the chunks a page loads are its entrypoint's, less webpack's runtime.
   */
  async webpack(dir) {
    // The webpack Next.js ships and builds with.
    const { webpack } = (await import('next/dist/compiled/webpack/webpack.js')).default
    const modules = join(dir, 'node_modules')
    mkdirSync(modules, { recursive: true })
    symlinkSync(dirname(dist), join(modules, 'gangway'))
    const hosted = join(modules, 'gangway', relative(dirname(dist), dist))
    const source = readFileSync(join(dir, 'entry.js'), 'utf8').replaceAll(dist, hosted)
    writeFileSync(join(dir, 'entry.webpack.js'), source)
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { 'pages/index': './entry.webpack.js' },
      target: ['web', 'es2022'],
      devtool: false,
      performance: false,
      output: {
        path: join(dir, 'webpack'),
        filename: 'static/chunks/[name]-[contenthash].js',
        chunkFilename: 'static/chunks/[id]-[contenthash].js',
        publicPath: '/_next/',
        // What the entry exports is used, as a page uses what it imports.
        library: { name: 'host', type: 'window' },
      },
      externals: ({ request }, callback) =>
        isReact(request) ? callback(null, `var ${JSON.stringify(request)}`) : callback(),
      resolve: { symlinks: false, modules: ['node_modules', join(root, 'node_modules')] },
      optimization: {
        // Next.js's client splitChunks (next/dist/build/webpack-config.js); its `framework`
        // group holds React, external here.
        splitChunks: {
          chunks: (chunk) => !/^(polyfills|main|pages\/_app)$/.test(chunk.name),
          cacheGroups: {
            lib: {
              test: (module) =>
                module.size() > 160000 && /node_modules[/\\]/.test(module.nameForCondition() || ''),
              priority: 30,
              minChunks: 1,
              reuseExistingChunk: true,
            },
          },
          maxInitialRequests: 25,
          minSize: 20000,
        },
        runtimeChunk: { name: 'webpack' },
        minimizer: [swcMinifier(webpack)],
      },
      plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    })
    const stats = await new Promise((done, fail) =>
      compiler.run((error, result) => (error ? fail(error) : done(result))),
    )
    await new Promise((done) => compiler.close(done))
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'))
    const { compilation } = stats
    const fileOf = (chunk) => [...chunk.files].find((file) => file.endsWith('.js'))
    const chunks = new Map()
    for (const chunk of compilation.chunks) {
      const name = fileOf(chunk)
      if (!name) continue
      const code = readFileSync(join(dir, 'webpack', name), 'utf8')
      chunks.set(name, { code, imports: [], dynamicImports: [], module: undefined })
    }
    const page = compilation.entrypoints.get('pages/index')
    const runtime = page.getRuntimeChunk()
    const entry = chunks.get(fileOf(page.getEntrypointChunk()))
    entry.module = join(dir, 'entry.js')
    for (const chunk of page.chunks)
      if (chunk !== runtime && chunk !== page.getEntrypointChunk())
        entry.imports.push(fileOf(chunk))
    // An `import()` loads its chunk group's chunks at once: the first stands for the group.
    for (const group of compilation.chunkGroups) {
      if (group.isInitial()) continue
      const [first, ...rest] = group.chunks.map(fileOf).filter(Boolean)
      if (!first) continue
      chunks.get(first).imports.push(...rest)
      for (const parent of group.getParents())
        for (const chunk of parent.chunks)
          if (chunks.has(fileOf(chunk))) chunks.get(fileOf(chunk)).dynamicImports.push(first)
    }
    chunks.delete(fileOf(runtime))
    return chunks
  },
}

/**
 * Minifies webpack's chunks as Next.js does: its SWC minifier with its options
 * (next/dist/build/webpack/plugins/minify-webpack-plugin). esbuild stood in before, but its
 * `transform` keeps the unused functions inside a function scope, and webpack puts every module
 * in one (concatenated modules included), so what tree-shaking left unused stayed: the minimum
 * host measured 40.38 KiB where SWC makes it less (issue 35).
 */
function swcMinifier(webpack) {
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('swc-minify', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          {
            name: 'swc-minify',
            stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE,
          },
          async (assets) => {
            const swc = (await import('next/dist/build/swc/index.js')).default
            await swc.loadBindings()
            for (const [name, asset] of Object.entries(assets)) {
              if (!name.endsWith('.js')) continue
              const { code } = await swc.minify(asset.source().toString(), {
                compress: { inline: 2 },
                mangle: true,
                module: 'unknown',
                output: { comments: false },
              })
              compilation.updateAsset(name, new webpack.sources.RawSource(code))
            }
          },
        )
      })
    },
  }
}

function fromRollupOutput(output) {
  return new Map(
    output
      .filter((o) => o.type === 'chunk')
      .map((c) => [
        c.fileName,
        {
          code: c.code,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          module: c.facadeModuleId,
        },
      ]),
  )
}

/**
 * Bundles `source` with each of `only` (default: every bundler; Rollup always, whose lazy
 * chunks are the ones reported) and returns the gzip bytes of its static import closure (the
 * worst bundler's, and each bundler's) and of each lazy chunk beyond it (Rollup's).
 *
 * @param {string} source
 * @param {{ only?: (keyof typeof bundlers)[] }} [options]
 */
export async function measure(source, { only = Object.keys(bundlers) } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gangway-size-'))
  try {
    writeFileSync(join(dir, 'entry.js'), source)
    // esbuild and Rolldown work on native threads while Rollup (and webpack) run in this one.
    const results = Object.fromEntries(
      await Promise.all(
        [...new Set(['rollup', ...only])].map(async (bundler) => [
          bundler,
          closures(await bundlers[bundler](dir), dir, { lazy: bundler === 'rollup' }),
        ]),
      ),
    )
    const eager = Object.fromEntries(Object.entries(results).map(([b, r]) => [b, r.eager]))
    const files = Object.fromEntries(Object.entries(results).map(([b, r]) => [b, r.files]))
    return {
      eager: Math.max(...Object.values(eager)),
      byBundler: eager,
      files,
      lazy: results.rollup.lazy,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The entry's static closure in gzip bytes, and (with `lazy`) what each dynamic import adds
 * to it.
 */
function closures(chunks, dir, { lazy: withLazy }) {
  const closure = (name, seen = new Set()) => {
    // External imports (React) are not chunks of this bundle.
    if (seen.has(name) || !chunks.has(name)) return seen
    seen.add(name)
    for (const dep of chunks.get(name)?.imports ?? []) closure(dep, seen)
    return seen
  }
  const sum = (names) => [...names].reduce((total, name) => total + gzip(chunks.get(name).code), 0)
  const entry = [...chunks.keys()].find((name) => chunks.get(name).module === join(dir, 'entry.js'))
  const eager = closure(entry ?? 'entry.js')
  const lazy = {}
  if (withLazy)
    for (const chunk of chunks.values())
      for (const target of chunk.dynamicImports) {
        if (!chunks.has(target)) continue
        const extra = [...closure(target)].filter((n) => !eager.has(n))
        const module = relative(join(dist, 'esm'), chunks.get(target).module ?? target)
        lazy[module.startsWith('..') ? target : module] = { bytes: sum(extra) }
      }
  return { eager: sum(eager), files: eager.size, lazy }
}

/**
 * Issue 35's host pages, as `import` sources over dist/esm: the minimum host (eip155 with injected
 * wallets, GangwayProvider and ConnectButton) and the every-plugin host (next to it, the factory of
 * each entry that exports one named after it: `send` → send()). `factories` lists those entries.
 */
export function hostSources() {
  const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))
  const imp = (entry) => JSON.stringify(join(dist, 'esm', `${entry}.js`))
  const imports = [`import { createGangway } from ${imp('index')}`]
  const uses = ['createGangway']
  if (entries.eip155) {
    imports.push(`import { eip155, mainnet } from ${imp('eip155')}`)
    uses.push('eip155', 'mainnet')
  }
  if (entries.react) {
    imports.push(`import { GangwayProvider, ConnectButton } from ${imp('react')}`)
    uses.push('GangwayProvider', 'ConnectButton')
  }
  /** [entry, factory] for each page entry that exports a factory named after it. */
  const factories = []
  for (const name of Object.keys(entries)) {
    // `*/server` entries run on a host's Node backend, gangway/testing in a dapp's tests.
    if (name.endsWith('/server') || name === 'testing' || name.startsWith('testing/')) continue
    const factory = name.split('/').at(-1)
    const source = readFileSync(join(dist, 'esm', `${name}.js`), 'utf8')
    if (new RegExp(`export\\s*\\{[^}]*\\b${factory}\\b[^}]*\\}`).test(source))
      factories.push([name, factory])
  }
  const everyImports = [...imports]
  const everyUses = [...uses]
  for (const [name, factory] of factories)
    if (!everyUses.includes(factory)) {
      everyImports.push(`import { ${factory} } from ${imp(name)}`)
      everyUses.push(factory)
    }
  return {
    minimumHost: `${imports.join('\n')}\nexport { ${uses.join(', ')} }`,
    everyPluginHost: `${everyImports.join('\n')}\nexport { ${everyUses.join(', ')} }`,
    factories,
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
