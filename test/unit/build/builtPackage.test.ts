// The built package (issue 35): a host's page reaches Gangway's eager code through one shared
// chunk, and no module is built into two files of one build, or its state would exist twice (an
// error class that `instanceof` no longer recognises, a React context a provider does not fill,
// a registry split in two). dist/esm is what pages load; dist/server, one file per module, is
// what React Server Components resolve (package.json `react-server`): a bundler never puts the
// two in one module graph (Next.js builds server components apart from client code, which
// receives what they render as props), so each build is checked on its own.
// Built first when dist/ is missing, as the examples' browser tests do.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const esm = join(root, 'dist', 'esm')
const server = join(root, 'dist', 'server')
const entries: Record<string, string> = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))

if (!existsSync(join(esm, 'index.js'))) execSync('npm run build', { cwd: root, stdio: 'inherit' })

/** The built JavaScript files of one build, relative to its folder. */
function builtFiles(build: string, dir = build): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return builtFiles(build, path)
    return entry.name.endsWith('.js') ? [relative(build, path)] : []
  })
}

/** The package's own files a built file holds, from its source map. */
function sourcesOf(build: string, file: string): string[] {
  const map = JSON.parse(readFileSync(join(build, `${file}.map`), 'utf8')) as { sources: string[] }
  return map.sources
    .map((source) => relative(root, resolve(join(build, file, '..'), source)))
    .filter((source) => !source.startsWith('node_modules/') && !source.startsWith('..'))
}

/** The package's own files a built file imports statically. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(esm, file), 'utf8')
  return [...code.matchAll(/^(?:import|export)\s[^;]*?from\s*'(\.[^']+)'/gm)].map((match) =>
    relative(esm, resolve(join(esm, file, '..'), match[1] as string)),
  )
}

describe.each([
  ['dist/esm', esm],
  ['dist/server', server],
])('the built package, %s', (_, build) => {
  it('builds each source module into one file only', () => {
    const fileOf = new Map<string, string>()
    const twice: string[] = []
    for (const file of builtFiles(build))
      for (const source of sourcesOf(build, file)) {
        const first = fileOf.get(source)
        if (first) twice.push(`${source}: ${first} and ${file}`)
        else fileOf.set(source, file)
      }
    expect(fileOf.size).toBeGreaterThan(100)
    expect(twice).toEqual([])
  })

  it('keeps one instance of the kernel behind every entry', async () => {
    const gangway = await import(join(build, 'index.js'))
    const kernel = await import(join(build, 'kernel.js'))
    expect(gangway.BaseError).toBe(kernel.BaseError)
    expect(gangway.definePlugin).toBe(kernel.definePlugin)
    expect(new gangway.TimeoutError('A read', 1)).toBeInstanceOf(kernel.BaseError)
  })
})

describe('the built package for pages', () => {
  it('gives every page entry one shared eager chunk and nothing else to import at once', () => {
    const eager = builtFiles(esm).filter((file) => /^chunks\/eager-[\w-]+\.js$/.test(file))
    expect(eager).toHaveLength(1)
    const pageEntries = Object.keys(entries).filter(
      (name) => !name.endsWith('/server') && !name.startsWith('testing') && name !== 'wagmi',
    )
    for (const name of ['index', 'eip155', 'react', 'send', 'email'].filter((n) => entries[n]))
      expect(pageEntries).toContain(name)
    // The view kit and the embedded wallet hold what plugins' views use, a chain's errors
    // entry what its lazy adapter throws, and gangway/walletconnect what createGangway's
    // `walletConnect` option loads after the first paint: their own chunks, none of it
    // first-paint code.
    const notFirstPaint = ['ui', 'embedded', 'walletconnect']
    const deep = pageEntries
      .filter((name) => !notFirstPaint.includes(name) && !name.endsWith('/errors'))
      .flatMap((name) =>
        staticImports(`${name}.js`)
          .filter((file) => file !== eager[0])
          .map((file) => `${name}.js imports ${file}`),
      )
    expect(deep).toEqual([])
  })

  it('keeps WalletConnect out of the shared eager chunk, which every page loads', () => {
    // createGangway loads gangway/walletconnect with import() once the page is painted, and only
    // with its `walletConnect` option; in the shared chunk, that import() of the whole entry kept
    // its descriptor, icon and error classes on every host's page (1.2 KiB under esbuild).
    const [eager] = builtFiles(esm).filter((file) => /^chunks\/eager-[\w-]+\.js$/.test(file))
    expect(
      sourcesOf(esm, eager as string).filter((s) => s.startsWith('plugins/walletconnect/')),
    ).toEqual([])
  })

  it("keeps swap's and onramp's descriptors, which import() their views, out of the shared chunk", () => {
    // esbuild builds a chunk for every import() in a file a page loads, reached or not, and keeps
    // in the page's chunk what those chunks import: in the shared chunk, the Swap and Onramp views
    // (and their catalogues) kept their imports on every host's page, swap or not. The views read
    // their settings from modules of their own (swapSources.ts, onrampSettings.ts).
    const [eager] = builtFiles(esm).filter((file) => /^chunks\/eager-[\w-]+\.js$/.test(file))
    const descriptors = ['plugins/swap/swap.ts', 'plugins/swap/sources/onchain.ts']
    descriptors.push('plugins/onramp/onramp.ts')
    expect(sourcesOf(esm, eager as string).filter((s) => descriptors.includes(s))).toEqual([])
  })
})
