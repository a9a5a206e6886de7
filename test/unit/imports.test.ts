// ARCHITECTURE: "Nothing reaches into another folder's files." A folder (kernel, each chain,
// each plugin, ui-shell, each example, the demo page) reaches another only through a
// published entry, by package name (`gangway/kernel`, `gangway/ui`…), as a third-party
// plugin must.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = normalize(join(import.meta.dirname, '../..'))
const entries = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8')) as Record<
  string,
  string
>
const packageNames = new Set(
  Object.keys(entries).map((name) => (name === 'index' ? 'gangway' : `gangway/${name}`)),
)

/** The folder a file belongs to: `kernel`, `chains/eip155`, `plugins/send`, `ui-shell`… */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts.length === 1) return file
  return ['chains', 'plugins', 'adapters', 'examples'].includes(parts[0]!)
    ? parts.slice(0, 2).join('/')
    : parts[0]!
}

/**
 * The TypeScript files under `folder`, skipping node_modules (an example's
 * node_modules/gangway links back to the repository root, so a recursive readdir that
 * follows it never ends) and Next.js build output (.next).
 */
function sourceFiles(folder: string): string[] {
  const absolute = join(root, folder)
  try {
    statSync(absolute)
  } catch {
    return []
  }
  const found: string[] = []
  const walk = (relativeDir: string) => {
    for (const entry of readdirSync(join(root, relativeDir), { withFileTypes: true })) {
      const path = join(relativeDir, entry.name)
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '.next') walk(path)
      else if (entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name)) found.push(path)
    }
  }
  walk(folder)
  return found
}

/** Every module specifier: static imports, re-exports and `import()`. */
function specifiers(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(
    /(?:^|[\s;{}])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm,
  ))
    found.push((match[1] ?? match[2] ?? match[3])!)
  return found
}

/** The composition root loads the modal lazily; ui-shell has no entry of its own. */
const allowed = new Set(['index.ts -> ./ui-shell/index.js'])

const files = [
  'index.ts',
  'kernel',
  'chains',
  'plugins',
  'adapters',
  'ui-shell',
  'examples',
  'demo',
]
  .flatMap((f) => (f.endsWith('.ts') ? [f] : sourceFiles(f)))
  // The demo's server is the Node host that starts the local stand-ins from test/support; the
  // page it serves is a host like any other and reaches Gangway only by its entries.
  .filter((file) => file !== 'demo/server.ts')

describe('imports between folders', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(
      specifiers("import { a } from './a.js'\nexport * from \"./b.js\"\nimport('./c.js')"),
    ).toEqual(['./a.js', './b.js', './c.js'])
  })

  it('no relative import leaves its folder (use the package entry instead)', () => {
    const crossings: string[] = []
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8')
      for (const specifier of specifiers(source)) {
        if (!specifier.startsWith('.')) continue
        const target = relative(root, normalize(join(dirname(join(root, file)), specifier)))
        if (folderOf(target) === folderOf(file)) continue
        if (allowed.has(`${file} -> ${specifier}`)) continue
        crossings.push(`${file} imports ${specifier}`)
      }
    }
    expect(crossings).toEqual([])
  })

  it('imports of the package name only name published entries', () => {
    const unknown: string[] = []
    for (const file of files)
      for (const specifier of specifiers(readFileSync(join(root, file), 'utf8')))
        if (/^gangway(\/|$)/.test(specifier) && !packageNames.has(specifier))
          unknown.push(`${file} imports ${specifier}`)
    expect(unknown).toEqual([])
  })

  it("only the modal uses the package's private imports (#kernel/internal)", () => {
    const privateImports = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: object }).imports,
    )
    expect(privateImports).toEqual(['#kernel/internal'])
    const misuse: string[] = []
    for (const file of files)
      for (const specifier of specifiers(readFileSync(join(root, file), 'utf8')))
        if (specifier.startsWith('#')) {
          // A plugin, chain, adapter or example uses the plugin API only, as a third party must.
          // The composition root neither: it is eager, and the module would take the lazy-only
          // kernel code it re-exports into every page's first chunk.
          const user = folderOf(file) === 'ui-shell'
          if (!user || !privateImports.includes(specifier))
            misuse.push(`${file} imports ${specifier}`)
        }
    expect(misuse).toEqual([])
  })

  it('the kernel imports no other entry (arrows point into the kernel)', () => {
    const outward = files
      .filter((file) => folderOf(file) === 'kernel')
      .flatMap((file) =>
        specifiers(readFileSync(join(root, file), 'utf8'))
          .filter((specifier) => /^gangway(\/|$)/.test(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      )
    expect(outward).toEqual([])
  })

  it("tsconfig paths resolve every entry to its source, as the build does (and the secure site's to its own)", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> }
    }
    const expected = Object.fromEntries(
      Object.entries(entries).map(([name, source]) => [
        name === 'index' ? 'gangway' : `gangway/${name}`,
        [`./${source}`],
      ]),
    )
    const { paths } = tsconfig.compilerOptions
    const own = Object.fromEntries(
      Object.entries(paths).filter(([name]) => name.startsWith('gangway')),
    )
    expect(own).toEqual(expected)
    // The other paths are the workspace's own packages (the secure site), to their sources.
    for (const [name, [source]] of Object.entries(paths))
      if (!name.startsWith('gangway')) {
        expect(name).toMatch(/^@gangway\/secure-site\//)
        expect(source).toMatch(/^\.\/secure-site\/src\//)
      }
  })
})
