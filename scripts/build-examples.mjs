// Builds the examples as their users would: each installs `gangway` as a `file:` dependency,
// resolves it through the package's `exports` to the built dist/, typechecks against the
// published types and bundles its host page. Run after `npm run build` (.ci/run does).
import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '..')
export const examples = ['tip-jar', 'wagmi', 'next'].map((name) => join(root, 'examples', name))

/**
 * Builds the Next.js example with `next build` (its own typecheck included), as a Next host
 * would; `next start` then serves `.next/` (test/e2e/next.spec.ts).
 */
export function buildNextExample(directory = join(root, 'examples/next')) {
  prepareExample(directory)
  execFileSync(join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: directory,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}

/**
 * Makes an example ready to bundle: the package built (`npm run build`, once, when dist/ is
 * missing; rebuild it yourself after changing the sources) and `node_modules/gangway`
 * installed (a link to this repository, by `npm install`, when missing).
 */
export function prepareExample(directory) {
  if (!existsSync(join(root, 'dist/esm/index.js'))) {
    console.log('dist/ is missing: building the package for the examples (npm run build)…')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  }
  const link = join(directory, 'node_modules/gangway')
  if (!existsSync(link) || !lstatSync(link).isSymbolicLink())
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
      cwd: directory,
      stdio: 'inherit',
    })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const directory of examples) {
    if (existsSync(join(directory, 'next.config.mjs'))) {
      const started = Date.now()
      buildNextExample(directory)
      console.log(`built ${directory} (next build, ${Math.round((Date.now() - started) / 1000)} s)`)
      continue
    }
    prepareExample(directory)
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(directory, 'tsconfig.json')], {
      stdio: 'inherit',
    })
    const { buildOptions } = await import(pathToFileURL(join(directory, 'build.mjs')).href)
    await build(buildOptions)
    console.log(`built ${directory}`)
  }
}
