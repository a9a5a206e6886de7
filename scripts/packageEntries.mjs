// Resolves the package's own entries (`gangway`, `gangway/kernel`, …) to their sources, so
// first-party code imports them by package name exactly as a third-party plugin does.
// tsconfig.json `paths` says the same for TypeScript and esbuild (a unit test keeps them equal).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** Entry name → source file, from entries.json (package.json `exports` mirrors it). */
export const entries = JSON.parse(readFileSync(resolve(root, 'entries.json'), 'utf8'))

/** `gangway` / `gangway/<entry>` → absolute source path. */
export const entrySources = Object.fromEntries(
  Object.entries(entries).map(([name, source]) => [
    name === 'index' ? 'gangway' : `gangway/${name}`,
    resolve(root, source),
  ]),
)

/**
 * The package's private imports (package.json `imports`, `#kernel/internal`) → absolute source
 * path: how the modal and the composition root reach kernel internals that are no entry's. Node
 * resolves a `#` import against the importer's own package.json, so a host cannot reach them.
 */
export const privateImports = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).imports ?? {}).map(
    ([name, target]) => [name, resolve(root, target)],
  ),
)

/** A Rollup (and Vite) plugin: the package's own entries and private imports resolve to their sources. */
export function packageEntries() {
  return {
    name: 'gangway-package-entries',
    // Before Vite's own resolver, which would find the built dist through `exports`.
    enforce: 'pre',
    resolveId: (id) => entrySources[id] ?? privateImports[id] ?? null,
  }
}
