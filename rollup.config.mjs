// Builds every entry point to ESM in dist/ with shared chunks, then bundles their types.
import { readFileSync, rmSync } from 'node:fs'
import { dts } from 'rollup-plugin-dts'
import esbuild from 'rollup-plugin-esbuild'
import { entries, packageEntries } from './scripts/packageEntries.mjs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

export { entries }

const dependencies = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]
// Dependencies stay imports, so a host's bundler dedupes them with its own copies; Node's own
// modules (gangway/testing/playwright starts anvil) stay imports too.
const external = (id) =>
  id.startsWith('node:') || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`))

export default [
  {
    input: entries,
    external,
    // One file per module, like viem: a host's bundler drops every module it does not use
    // (`sideEffects: false`), and each lazy `import()` stays its own chunk.
    output: {
      dir: 'dist/esm',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: '.',
      entryFileNames: '[name].js',
      sourcemap: true,
      generatedCode: 'es2015',
    },
    plugins: [
      // No file of an earlier build stays beside these (a module it held would exist twice).
      { name: 'clean', renderStart: ({ dir }) => rmSync(dir, { recursive: true, force: true }) },
      // `gangway/kernel` and friends are this build's own modules: shared, not external.
      packageEntries(),
      esbuild({
        target: 'es2022',
        jsx: 'automatic',
        tsconfig: 'tsconfig.json',
        minify: false,
        // Text as UTF-8, not \u escapes: a Cyrillic or CJK catalogue is half the size (ES modules
        // are always read as UTF-8).
        charset: 'utf8',
      }),
    ],
    treeshake: { moduleSideEffects: false },
  },
  {
    input: entries,
    external,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: 'chunks/[name]-[hash].d.ts',
    },
    plugins: [packageEntries(), dts({ tsconfig: 'tsconfig.json' })],
  },
]
