// What a React Server Component imports of the built package reaches no client code (issue 35).
// Next.js resolves a server component's `gangway` and `gangway/eip155` through package.json's
// `react-server` condition, reads whole files and follows every `import()` in them; one that
// reaches React's client APIs (react-dom/client, a hook) fails `next build` (1732b0f: the shared
// eager chunk took cookieToInitialState there). Modelled here as Next does it: an export is
// followed past re-exports of files to the file that defines it, then every file it imports,
// statically or with `import()`, at any depth. Built first when dist/ is missing.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseAst } from 'rollup/parseAst'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>
}

if (!existsSync(join(root, 'dist', 'esm', 'index.js')))
  execSync('npm run build', { cwd: root, stdio: 'inherit' })

/** An import of React's: the client code a server component must not reach. */
const isReact = (specifier: string) => /^react(-dom)?(\/|$)/.test(specifier)

/** The file a condition resolves `gangway` or `gangway/<entry>` to. */
function resolveEntry(specifier: string, condition: 'react-server' | 'default'): string {
  const key = specifier === 'gangway' ? '.' : `./${specifier.slice('gangway/'.length)}`
  const target = pkg.exports[key]
  if (typeof target !== 'object') throw new Error(`package.json exports no ${specifier}`)
  const file = target[condition] ?? target.default
  if (!file) throw new Error(`${specifier} has no ${condition} file`)
  return join(root, file)
}

interface ParsedFile {
  /** Every file or package the file imports, statically or with `import()`. */
  imports: string[]
  /** Exported name → the file and name it re-exports. */
  reexports: Map<string, { from: string; name: string }>
  stars: string[]
  locals: Set<string>
}

const parsed = new Map<string, ParsedFile>()
type Node = { type: string; [key: string]: unknown }
type Name = { name?: string; value?: string }
const nameOf = (node: unknown) => ((node as Name).name ?? (node as Name).value) as string

function parse(file: string): ParsedFile {
  const known = parsed.get(file)
  if (known) return known
  const code = readFileSync(file, 'utf8')
  const at = (specifier: string) =>
    specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier
  const result: ParsedFile = { imports: [], reexports: new Map(), stars: [], locals: new Set() }
  const bindings = new Map<string, { from: string; name: string }>()
  const body = (parseAst(code) as unknown as { body: Node[] }).body
  for (const node of body) {
    const source = node.source as { value: string } | undefined
    if (source) result.imports.push(at(source.value))
    if (node.type === 'ImportDeclaration' && source)
      for (const specifier of node.specifiers as Node[])
        bindings.set(nameOf(specifier.local), {
          from: at(source.value),
          name: specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : 'default',
        })
    if (node.type === 'ExportAllDeclaration' && source) result.stars.push(at(source.value))
    if (node.type !== 'ExportNamedDeclaration') continue
    for (const specifier of node.specifiers as Node[]) {
      const exported = nameOf(specifier.exported)
      const local = nameOf(specifier.local)
      const binding = source ? { from: at(source.value), name: local } : bindings.get(local)
      if (binding) result.reexports.set(exported, binding)
      else result.locals.add(exported)
    }
    const declaration = node.declaration as
      | { id?: Name; declarations?: { id: Name }[] }
      | null
      | undefined
    if (declaration?.id) result.locals.add(nameOf(declaration.id))
    for (const variable of declaration?.declarations ?? []) result.locals.add(nameOf(variable.id))
  }
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    result.imports.push(at(match[1] as string))
  parsed.set(file, result)
  return result
}

/** The file that defines `name`, past re-exports (as Next follows a side-effect-free file's). */
function definingFile(file: string, name: string): string | undefined {
  const module = parse(file)
  if (module.locals.has(name)) return file
  const reexport = module.reexports.get(name)
  if (reexport)
    return reexport.from.startsWith('/') ? definingFile(reexport.from, reexport.name) : file
  for (const star of module.stars) {
    const found = star.startsWith('/') ? definingFile(star, name) : undefined
    if (found) return found
  }
  return undefined
}

/** Every name a file exports. */
function exportsOf(file: string): string[] {
  const module = parse(file)
  return [...module.locals, ...module.reexports.keys(), ...module.stars.flatMap(exportsOf)]
}

/** The first chain of files from `file` to an import of React, if there is one. */
function pathToReact(file: string): string[] | undefined {
  const from = new Map<string, string>()
  const queue = [file]
  const seen = new Set(queue)
  while (queue.length > 0) {
    const current = queue.shift() as string
    for (const next of parse(current).imports) {
      if (seen.has(next)) continue
      seen.add(next)
      from.set(next, current)
      if (isReact(next)) {
        const chain = [next]
        for (let at = current; at; at = from.get(at) as string) chain.unshift(relative(root, at))
        return chain
      }
      if (next.startsWith('/')) queue.push(next)
    }
  }
  return undefined
}

/**
 * The gangway imports of examples/next's server files (those without 'use client': the layout,
 * the config it shares with the client provider, the proxy), as `gangway/<entry>` → names.
 */
function exampleServerImports(): Map<string, Set<string>> {
  const directory = join(root, 'examples', 'next')
  const files = ['proxy.ts', ...readdirSync(join(directory, 'app')).map((f) => join('app', f))]
  const imports = new Map<string, Set<string>>()
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    const code = readFileSync(join(directory, file), 'utf8')
    if (/^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(code)) continue
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(gangway(?:\/[\w/]+)?)'/g)) {
      const names = (match[1] as string)
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
      const entry = match[2] as string
      if (!imports.has(entry)) imports.set(entry, new Set())
      for (const name of names) imports.get(entry)?.add(name)
    }
  }
  return imports
}

/**
 * Entries a server component may import, and the exports of theirs that load the modal or a
 * plugin's views (so only a client component may call them). Every other export of these
 * entries is server-safe: the instance's cookie reader, the errors and plugin API, every
 * chain's factory, networks and helpers.
 */
const serverEntries: Record<string, string[]> = {
  gangway: ['createGangway'],
  'gangway/kernel': [],
  'gangway/eip155': [],
  'gangway/solana': [],
  'gangway/bip122': [],
  'gangway/cosmos': [],
  'gangway/polkadot': ['polkadot'],
}

describe('what a server component imports', () => {
  it("covers examples/next's server files", () => {
    const used = exampleServerImports()
    expect(used.get('gangway')).toContain('cookieToInitialState')
    expect(used.get('gangway/eip155')).toContain('eip155')
    for (const [entry, names] of used) {
      expect(Object.keys(serverEntries)).toContain(entry)
      for (const name of names) expect(serverEntries[entry]).not.toContain(name)
    }
  })

  for (const [entry, client] of Object.entries(serverEntries)) {
    if (entry !== 'gangway' && !pkg.exports[`./${entry.slice('gangway/'.length)}`]) continue
    it(`reaches no client module from ${entry} under react-server`, () => {
      const file = resolveEntry(entry, 'react-server')
      const names = exportsOf(file).filter((name) => !client.includes(name))
      expect(names.length).toBeGreaterThan(0)
      const reached = names.flatMap((name) => {
        const defining = definingFile(file, name)
        if (!defining) return [`${name}: not found`]
        const chain = pathToReact(defining)
        return chain ? [`${name}: ${chain.join(' → ')}`] : []
      })
      expect(reached).toEqual([])
    })
  }

  it('gives every page entry a react-server file with the same exports', () => {
    for (const [key, target] of Object.entries(pkg.exports)) {
      if (typeof target !== 'object' || key.startsWith('./testing')) continue
      const server = target['react-server']
      expect(server, key).toMatch(/^\.\/dist\/server\//)
      const browser = join(root, target.default as string)
      expect(new Set(exportsOf(join(root, server as string))), key).toEqual(
        new Set(exportsOf(browser)),
      )
    }
  })
})
