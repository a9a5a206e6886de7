// Builds the service (src → lib) with esbuild; dependencies stay external imports.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/index.ts', 'src/cli.ts'],
  outdir: 'lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  absWorkingDir: new URL('..', import.meta.url).pathname,
})
