// Builds every entry point to ESM twice, in dist/esm (for pages: few files on the eager path, two
// passes, scripts/eagerChunk.mjs) and in dist/server (one file per module, for React Server
// Components: package.json's `react-server` condition), then bundles their types.
// GANGWAY_DIST builds elsewhere (an experiment under /tmp), as scripts/hostBundlers.mjs measures.
import { readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import { dts } from 'rollup-plugin-dts'
import esbuild from 'rollup-plugin-esbuild'
import { eagerChunk, findEagerModules, pureTopLevel } from './scripts/eagerChunk.mjs'
import { entries, packageEntries } from './scripts/packageEntries.mjs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const dist = process.env.GANGWAY_DIST ?? 'dist'

export { entries }

const dependencies = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]
/**
 * Dependencies built in, not imported: zod (the `zod/mini` checks every option and stored value
 * with). Imported, it is one more file before a page's first paint under esbuild (its chunk is
 * reached by other lazy chunks than Gangway's eager one) and webpack keeps more of it; built in,
 * Rollup keeps what Gangway uses, in the chunk that uses it (issue 35). A host that uses zod too
 * has its own copy: zod's checks work across copies (its `instanceof` tests traits).
 */
const builtIn = ['zod']
const isPackage = (id, name) => id === name || id.startsWith(`${name}/`)
// Other dependencies stay imports, so a host's bundler dedupes them with its own copies; Node's
// own modules (gangway/testing/playwright starts anvil) stay imports too.
const imported = (id) => id.startsWith('node:') || dependencies.some((dep) => isPackage(id, dep))
const external = (id) => imported(id) && !builtIn.some((dep) => isPackage(id, dep))

/** A lazy module's chunk is named after its source (`plugins/swap/views/Swap.js`). */
function lazyChunkName(chunk) {
  if (!chunk.isDynamicEntry || !chunk.facadeModuleId) return 'chunks/[name]-[hash].js'
  return relative(import.meta.dirname, chunk.facadeModuleId).replace(/\.tsx?$/, '.js')
}

const compile = () =>
  esbuild({
    target: 'es2022',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    minify: false,
    // Text as UTF-8, not \u escapes: a Cyrillic or CJK catalogue is half the size (ES modules
    // are always read as UTF-8).
    charset: 'utf8',
  })

// The first of two passes (issue 35): which modules a page may run before its first paint.
const eager = await findEagerModules({
  plugins: [packageEntries(), nodeResolve({ resolveOnly: builtIn }), compile()],
  external,
})

export default [
  {
    input: entries,
    external,
    output: [
      {
        // Few files on a page's eager path, whatever its bundler (issue 35; scripts/eagerChunk.mjs):
        // the eager modules shared with other code in one chunk, each entry's own code in its
        // file, and each lazy `import()` its own chunk, named after its source module.
        dir: `${dist}/esm`,
        format: 'es',
        manualChunks: eagerChunk(eager),
        entryFileNames: '[name].js',
        chunkFileNames: lazyChunkName,
        sourcemap: true,
        generatedCode: 'es2015',
        // An entry imports the chunks it uses, not theirs too (a page's bundler reads fewer).
        hoistTransitiveImports: false,
        // Files with side effects (package.json `sideEffects`: the custom element) keep theirs.
        plugins: [
          pureTopLevel({
            keep: (pkg.sideEffects || [])
              .filter((file) => file.startsWith('./dist/esm/'))
              .map((file) => relative('dist/esm', file)),
          }),
        ],
      },
      {
        // What a React Server Component imports (package.json `react-server`): one file per
        // module, as before issue 35. Next.js reads whole files and follows every `import()` in
        // them: through the shared eager chunk, a server component's `cookieToInitialState` or
        // `eip155` reached the modal (react-dom/client) and every plugin's views, and `next build`
        // failed (1732b0f). Here each export's file reaches only what its module does. Never on a
        // page: its file count and size do not matter. zod, built in, goes to vendor/, not to a
        // node_modules/ folder, which packaging tools take for installed dependencies.
        dir: `${dist}/server`,
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: import.meta.dirname,
        entryFileNames: (chunk) => `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`,
        sourcemap: true,
        generatedCode: 'es2015',
      },
    ],
    plugins: [
      // No file of an earlier build (one per source module before issue 35) stays beside these.
      { name: 'clean', renderStart: ({ dir }) => rmSync(dir, { recursive: true, force: true }) },
      // `gangway/kernel` and friends are this build's own modules: shared, not external.
      packageEntries(),
      // The dependencies built in (zod), and no other.
      nodeResolve({ resolveOnly: builtIn }),
      compile(),
    ],
    treeshake: { moduleSideEffects: false },
  },
  {
    input: entries,
    // The types of every dependency stay imports (zod's too).
    external: imported,
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: 'chunks/[name]-[hash].d.ts',
    },
    plugins: [packageEntries(), dts({ tsconfig: 'tsconfig.json' })],
  },
]
