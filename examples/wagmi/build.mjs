// Builds the example wagmi host page to dist/ with esbuild. `gangway` resolves through
// node_modules/gangway (the `file:` dependency) and the package's `exports`, to its built
// dist/: exactly what a third-party author's bundler sees. Run `npm run build` at the
// repository root first.
import { build } from 'esbuild'

export const buildOptions = {
  entryPoints: { page: new URL('./host/page.tsx', import.meta.url).pathname },
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  outdir: new URL('./dist', import.meta.url).pathname,
  jsx: 'automatic',
  target: 'es2022',
  platform: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The example's own tsconfig: no `paths` to the repository's sources.
  tsconfig: new URL('./tsconfig.json', import.meta.url).pathname,
  logLevel: 'warning',
}

if (import.meta.url === `file://${process.argv[1]}`) await build(buildOptions)
