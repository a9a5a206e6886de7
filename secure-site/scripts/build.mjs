// Builds the service (src → lib) with esbuild; dependencies stay external imports.
import { build } from 'esbuild'

await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts', testing: 'src/testing/index.ts' },
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
