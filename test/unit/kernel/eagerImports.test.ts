// What a page loads before anyone clicks must be tiny under every bundler. esbuild and webpack
// keep each module that an entry's re-exporting index reaches statically, whether or not it
// is used, so "tiny" has to hold for the whole static import graph of each browser entry,
// not only for what Rollup's tree-shaking leaves: no file in it may import a heavy package.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const entries: Record<string, string> = JSON.parse(readFileSync(join(root, 'entries.json'), 'utf8'))
/** `gangway/kernel` and friends: the package's own entries, resolved to their sources. */
const ownEntries: Record<string, readonly string[]> = JSON.parse(
  readFileSync(join(root, 'tsconfig.json'), 'utf8'),
).compilerOptions.paths
/** `#kernel/internal`: the package's private imports (package.json `imports`), followed like entries. */
const privateImports: Record<string, string> = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).imports

/** Packages that belong behind an `import()`: chain libraries, cryptography, relay clients. */
const heavy = [
  /^viem(\/|$)/,
  /^ox(\/|$)/,
  /^@noble\//,
  /^@scure\//,
  /^@solana\//,
  /^@solana-program\//,
  /^bitcoinjs-lib(\/|$)/,
  /^@bitcoinerlab\//,
  /^@walletconnect\//,
  /^@reown\//,
  /^zod$/, // the classic API pulls its locales: browser code uses zod/mini
]

/** Runtime imports and re-exports of a file (`import type` and `export type` are erased). */
function staticImports(source: string): string[] {
  const specifiers: string[] = []
  const statement = /^\s*(?:import|export)\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) specifiers.push(match[1]!)
  return specifiers
}

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base])
    if (existsSync(candidate) && candidate !== dirname(from)) return candidate
  return undefined
}

/** Every package the entry's static graph imports, with the file that imports it. */
function packagesOf(entry: string): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const own = ownEntries[specifier]?.[0] ?? privateImports[specifier]
      if (own) visit(join(root, own))
      else if (specifier.startsWith('.')) {
        const next = resolveSource(file, specifier)
        if (next) visit(next)
      } else if (!packages.has(specifier)) packages.set(specifier, file.slice(root.length + 1))
    }
  }
  visit(join(root, entry))
  return packages
}

describe('eager import closures', () => {
  // `*/server` entries run on a host's Node backend, never in a page. gangway/wagmi runs only
  // in a wagmi host, which has viem already (wagmi is built on it): its budget is what it adds
  // over @wagmi/core (scripts/size.mjs), not this rule. gangway/testing runs in a dapp's test
  // run, never in its production pages (test/unit/testing checks a host bundle holds none of it).
  // gangway/bip122/bip322 is BIP-322's message transactions on bitcoinjs-lib, for code that signs
  // or verifies a message; no factory a page calls reaches it (scripts/eagerChunk.mjs keeps it
  // out of the shared chunk).
  const browserEntries = Object.entries(entries).filter(
    ([name]) =>
      !name.endsWith('/server') &&
      name !== 'wagmi' &&
      name !== 'bip122/bip322' &&
      !name.startsWith('testing'),
  )

  it.each(browserEntries)('gangway/%s reaches no heavy package statically', (_name, entry) => {
    const offending = [...packagesOf(entry)]
      .filter(([specifier]) => heavy.some((pattern) => pattern.test(specifier)))
      .map(([specifier, file]) => `${file} imports ${specifier}`)
    expect(offending).toEqual([])
  })

  it('sees through multi-line and re-exporting statements', () => {
    const source = [
      "import type { Address } from 'viem'",
      'import {',
      '  a,',
      "} from 'viem/siwe'",
      "export { b } from './b.js'",
      "export type { C } from './c.js'",
      "import './side-effect.js'",
    ].join('\n')
    expect(staticImports(source)).toEqual(['viem/siwe', './b.js', './side-effect.js'])
  })
})
