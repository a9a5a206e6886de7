// The built package: no module is built into two files, or its state would exist twice (an
// error class that `instanceof` no longer recognises, a React context a provider does not fill,
// a registry split in two): any change to how dist/ is cut into files (issue 35) must keep it.
// Built first when dist/ is missing, as the examples' browser tests do.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const esm = join(root, 'dist', 'esm')

if (!existsSync(join(esm, 'index.js'))) execSync('npm run build', { cwd: root, stdio: 'inherit' })

/** The built JavaScript files, relative to dist/esm. */
function builtFiles(dir = esm): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return builtFiles(path)
    return entry.name.endsWith('.js') ? [relative(esm, path)] : []
  })
}

/** The package's own files a built file holds, from its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(join(esm, `${file}.map`), 'utf8')) as { sources: string[] }
  return map.sources
    .map((source) => relative(root, resolve(join(esm, file, '..'), source)))
    .filter((source) => !source.startsWith('node_modules/') && !source.startsWith('..'))
}

describe('the built package', () => {
  const files = builtFiles()

  it('builds each source module into one file only', () => {
    const fileOf = new Map<string, string>()
    const twice: string[] = []
    for (const file of files)
      for (const source of sourcesOf(file)) {
        const first = fileOf.get(source)
        if (first) twice.push(`${source}: ${first} and ${file}`)
        else fileOf.set(source, file)
      }
    expect(fileOf.size).toBeGreaterThan(100)
    expect(twice).toEqual([])
  })

  it('keeps one instance of the kernel behind every entry', async () => {
    const gangway = await import(join(esm, 'index.js'))
    const kernel = await import(join(esm, 'kernel.js'))
    expect(gangway.BaseError).toBe(kernel.BaseError)
    expect(gangway.definePlugin).toBe(kernel.definePlugin)
    expect(new gangway.TimeoutError('A read', 1)).toBeInstanceOf(kernel.BaseError)
  })
})
