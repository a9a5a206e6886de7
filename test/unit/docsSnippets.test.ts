// The docs match the code (issue 38): every ```ts and ```tsx block of README.md and docs/*.md
// is type-checked against the sources, as a module of its own, with the repo's compiler
// options (`gangway/*` resolves to the entries' sources). A snippet names its file on its
// first line (`// app/providers.tsx`) when another snippet of the same page imports it.
// The reader's own modules a snippet imports (`./de.js`) are typed `any`.
// Marks on the line above a fence:
// - `<!-- docs-check: excerpt of <path> -->`: the block is code of that file (compiled with
//   it), compared token by token (comments and formatting aside); a `…` stands for code left
//   out.
// - `<!-- docs-check: skip, <why> -->`: a fragment on purpose; few are allowed.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

type Snippet = { page: string; line: number; file: string; code: string }
type Excerpt = { page: string; line: number; source: string; code: string }

const fence = /^(\s*)```(ts|tsx|typescript)\s*$/
const skip = /^\s*<!--\s*docs-check:\s*skip\b/
const excerptOf = /^\s*<!--\s*docs-check:\s*excerpt of (\S+)\s*-->/

/** The page's TypeScript blocks, each as a virtual file beside the page. */
function snippetsOf(page: string): { snippets: Snippet[]; excerpts: Excerpt[]; skipped: number } {
  const lines = readFileSync(join(root, page), 'utf8').split('\n')
  const snippets: Snippet[] = []
  const excerpts: Excerpt[] = []
  let skipped = 0
  for (let index = 0; index < lines.length; index++) {
    const open = fence.exec(lines[index]!)
    if (!open) continue
    const indent = open[1]!.length
    const body: string[] = []
    let end = index + 1
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end]!)) body.push(lines[end++]!)
    const code = body.map((line) => line.slice(indent)).join('\n')
    const above = index > 0 ? lines[index - 1]! : ''
    const excerpt = excerptOf.exec(above)?.[1]
    if (skip.test(above)) skipped++
    else if (excerpt) excerpts.push({ page, line: index + 2, source: excerpt, code })
    else {
      const named = /^\/\/ ([\w./-]+\.tsx?)\b/.exec(code)?.[1]
      const extension = open[2] === 'tsx' ? 'tsx' : 'ts'
      const name = named ?? `snippet-${index + 2}.${extension}`
      const file = join(root, '.docs-snippets', page.replace(/\.md$/, ''), name)
      snippets.push({ page, line: index + 2, file, code: `${code}\nexport {}\n` })
    }
    index = end
  }
  return { snippets, excerpts, skipped }
}

/**
 * The code's tokens, without comments and formatting (and without the trailing comma a
 * formatter adds before a closing bracket); a `…` token stands for code left out.
 */
function tokensOf(code: string, jsx: boolean): string[] {
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    code,
  )
  const tokens: string[] = []
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const text = scanner.getTokenText()
    if (/^[)\]}]$/.test(text) && tokens.at(-1) === ',') tokens.pop()
    tokens.push(text)
  }
  return tokens
}

/** Where the excerpt stops matching its source (`…` skips code); `[]` when it matches. */
function mismatch(excerpt: Excerpt): string[] {
  const jsx = excerpt.source.endsWith('x')
  const source = tokensOf(readFileSync(join(root, excerpt.source), 'utf8'), jsx)
  const runs: string[][] = [[]]
  for (const token of tokensOf(excerpt.code, jsx))
    if (token === '…') runs.push([])
    else runs.at(-1)!.push(token)
  let from = 0
  for (const run of runs.filter((r) => r.length > 0)) {
    let at = -1
    let longest = 0
    for (let start = from; start < source.length && at === -1; start++) {
      let same = 0
      while (same < run.length && source[start + same] === run[same]) same++
      if (same === run.length) at = start
      longest = Math.max(longest, same)
    }
    if (at === -1) return [run.slice(Math.max(0, longest - 8), longest + 4).join(' ')]
    from = at + run.length
  }
  return []
}

/** What a snippet's import of the reader's own module (`./de.js`) resolves to. */
const readerModule = 'declare const module: any\nexport = module\n'

const prelude = `import type { Gangway } from 'gangway'
import type { Kernel } from 'gangway/kernel'
import type { Network, PluginOption } from 'gangway/kernel'
declare global {
  const kernel: Kernel
  const gangway: Gangway
  const chains: readonly PluginOption[]
  const plugins: readonly PluginOption[]
  const networks: readonly Network[]
  const rpcUrl: string
}
`

function check(snippets: Snippet[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  // The example plugin the guide builds, as a host installs it.
  const options = {
    ...config.options,
    noEmit: true,
    paths: { ...config.options.paths, 'gangway-tip-jar': ['./examples/tip-jar/src/index.ts'] },
  }
  const virtual = new Map(snippets.map((snippet) => [snippet.file, snippet.code]))
  const preludeFile = join(root, '.docs-snippets', 'prelude.d.ts')
  virtual.set(preludeFile, prelude)
  const readerFile = join(root, '.docs-snippets', 'reader-module.d.ts')
  virtual.set(readerFile, readerModule)
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile, directoryExists } = host
  const virtualFolder = join(root, '.docs-snippets')
  host.directoryExists = (folder) =>
    folder.startsWith(virtualFolder) || (directoryExists?.call(host, folder) ?? true)
  host.resolveModuleNames = (names, containing) =>
    names.map((name) => {
      const { resolvedModule } = ts.resolveModuleName(name, containing, options, host)
      if (resolvedModule || !name.startsWith('.') || !containing.startsWith(virtualFolder))
        return resolvedModule
      return { resolvedFileName: readerFile, extension: ts.Extension.Dts }
    })
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file)
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language)
  }
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file)
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file)
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host })
  const found = new Map<string, string[]>()
  for (const snippet of snippets) {
    const source = program.getSourceFile(snippet.file)!
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]
    found.set(
      `${snippet.page}:${snippet.line}`,
      diagnostics.map((diagnostic) => {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
        return `${snippet.page}:${snippet.line + line}: ${text}`
      }),
    )
  }
  return found
}

const all = pages.map((page) => snippetsOf(page))
const snippets = all.flatMap((page) => page.snippets)
const excerpts = all.flatMap((page) => page.excerpts)
// A wrong call, compiled with the others (one program): the check must catch it.
const canary: Snippet = {
  page: 'canary.md',
  line: 1,
  file: join(root, '.docs-snippets', 'canary.ts'),
  code: "kernel.router.push('Swap', { from: 'ETH' })\nexport {}\n",
}
const results = check([...snippets, canary])

describe("the docs' TypeScript snippets compile against the sources", () => {
  it.each(snippets.map((snippet) => `${snippet.page}:${snippet.line}`))('%s', (where) => {
    expect(results.get(where)).toEqual([])
  })

  it.each(excerpts.map((excerpt) => [`${excerpt.page}:${excerpt.line}`, excerpt] as const))(
    '%s is code of its source',
    (_, excerpt) => {
      expect(mismatch(excerpt), excerpt.source).toEqual([])
    },
  )

  it('checks most snippets: few are marked as fragments', () => {
    const skipped = all.reduce((sum, page) => sum + page.skipped, 0)
    expect(snippets.length).toBeGreaterThan(15)
    expect(skipped).toBeLessThanOrEqual(4)
  })

  it('finds a snippet that calls the API wrongly', () => {
    expect(results.get('canary.md:1')).toEqual(['canary.md:1: Expected 1 arguments, but got 2.'])
  })
})
