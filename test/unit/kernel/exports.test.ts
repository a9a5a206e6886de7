import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'))
const pkg = read('package.json') as {
  exports: Record<string, { types: string; 'react-server'?: string; default: string } | string>
  sideEffects: unknown
  type: string
}
const entries = read('entries.json') as Record<string, string>

/** `index` is the package itself; every other entry is `gangway/<entry>`. */
const subpath = (entry: string) => (entry === 'index' ? '.' : `./${entry}`)

describe('package exports', () => {
  it.each(Object.keys(entries))('entry %s has an export with its built file and types', (entry) => {
    // React Server Components resolve `react-server`: dist/server, one file per module (issue 35,
    // test/unit/build/serverEntries.test.ts); gangway/testing runs in a dapp's tests only.
    const server = entry.startsWith('testing')
      ? {}
      : { 'react-server': `./dist/server/${entry}.js` }
    expect(pkg.exports[subpath(entry)]).toEqual({
      types: `./dist/${entry}.d.ts`,
      ...server,
      default: `./dist/esm/${entry}.js`,
    })
  })

  it('exports nothing that is not an entry (besides package.json)', () => {
    const expected = [...Object.keys(entries).map(subpath), './package.json'].sort()
    expect(Object.keys(pkg.exports).sort()).toEqual(expected)
  })

  it('every entry’s source exists', () => {
    for (const source of Object.values(entries))
      expect(() => readFileSync(new URL(`../../../${source}`, import.meta.url))).not.toThrow()
  })

  it('is an ES module package', () => {
    expect(pkg.type).toBe('module')
  })
})
