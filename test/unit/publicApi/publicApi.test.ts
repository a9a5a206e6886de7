// The public face, checked (issue 38): what each package entry exports, every name with its
// declared type (apiReport.ts), is written down in `<entry>.api.txt` beside this test. A change
// to what is public — a new name, a parameter's type, an optional field — shows in the diff of
// that file and is reviewed there; nothing grows unseen. After a deliberate change:
// `npx vitest run test/unit/publicApi -u`.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { describeExport } from './apiReport.js'

const root = resolve(import.meta.dirname, '../../..')
const entries = JSON.parse(readFileSync(resolve(root, 'entries.json'), 'utf8')) as Record<
  string,
  string
>

/** The entries' sources, compiled together (every first-party module an entry reaches). */
function compileEntries(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const sources = Object.values(entries).map((source) => resolve(root, source))
  return ts.createProgram(sources, { ...config.options, noEmit: true })
}

/** Each entry's exports, sorted by name, each with its declared type (apiReport.ts). */
function readPublicFace(program: ts.Program): Map<string, string> {
  const checker = program.getTypeChecker()
  const faces = new Map<string, string>()
  for (const [name, source] of Object.entries(entries)) {
    const file = program.getSourceFile(resolve(root, source))
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) throw new Error(`${source} is not a module`)
    const exports = checker
      .getExportsOfModule(module)
      .sort((a, b) => (a.getName() < b.getName() ? -1 : a.getName() > b.getName() ? 1 : 0))
    faces.set(name, exports.map((symbol) => describeExport(checker, symbol, root)).join('\n\n'))
  }
  return faces
}

/**
 * The names of `gangway/kernel` that only the package itself needs. `gangway/kernel` is the
 * plugin API: a name belongs there when code written the way a plugin author writes it imports
 * it by package name (the plugins, chains, adapters and gangway/testing: folders a third party
 * copies), when another entry's public declarations mention it (so a host or plugin can name
 * the type it is handed), when a needed name's own type or declaration mentions it (a
 * parameter's type, a return type, a member), when it is an error the API throws (callers
 * narrow on it), or when it is listed below. What only the modal (ui-shell) uses is not: it
 * imports it from `#kernel/internal` (kernel/internal.ts, the
 * package's private module, not an entry), and so does the kernel's own lazy code.
 */
const pluginApiUnusedHere: Record<string, string> = {
  requestApproval:
    "for a plugin that is a wallet: shows ApproveTransaction (the embedded wallet lays the secure site's frame over it instead)",
  createKernel: "a headless host's kernel alone (README's entry table)",
  afterNextPaint:
    "the composition root's (index.ts, eager): through #kernel/internal, that module and the lazy-only kernel code it re-exports joined every page's eager chunk (+1 KiB gzip, measured)",
}

/** Folders whose code is written as a third party's plugin is: what they import is the plugin API. */
const pluginAuthorFolders = /^(plugins|chains|adapters|testing|examples)\//

function unneededKernelNames(program: ts.Program): string[] {
  const checker = program.getTypeChecker()
  const target = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const exportsOf = (source: string) =>
    checker.getExportsOfModule(
      checker.getSymbolAtLocation(program.getSourceFile(resolve(root, source))!)!,
    )
  const exported = new Map(
    exportsOf(entries.kernel!).map((symbol) => [symbol.getName(), target(symbol)]),
  )
  const needed = new Set<string>(Object.keys(pluginApiUnusedHere))
  for (const name of exported.keys()) if (name.endsWith('Error')) needed.add(name)
  const byPluginAuthors = (file: string) =>
    !file.includes('/node_modules/') && pluginAuthorFolders.test(relative(root, file))
  for (const source of program.getSourceFiles().filter((file) => byPluginAuthors(file.fileName)))
    for (const statement of source.statements)
      if (
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === 'gangway/kernel'
      ) {
        const clause = ts.isImportDeclaration(statement)
          ? statement.importClause?.namedBindings
          : statement.exportClause
        if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause)))
          for (const element of clause.elements)
            needed.add((element.propertyName ?? element.name).text)
      }
  // What a needed name's declaration, or another entry's public one, mentions is needed too.
  const mentions = (symbol: ts.Symbol): string => {
    if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))
      return checker.typeToString(
        checker.getTypeOfSymbol(symbol),
        undefined,
        ts.TypeFormatFlags.NoTruncation,
      )
    return (symbol.declarations ?? []).map((declaration) => declaration.getText()).join('\n')
  }
  const work = [...needed]
  const neededIn = (text: string) => {
    const words = new Set(text.match(/[A-Za-z_$][\w$]*/g))
    for (const name of exported.keys())
      if (words.has(name) && !needed.has(name)) {
        needed.add(name)
        work.push(name)
      }
  }
  for (const [name, source] of Object.entries(entries))
    if (name !== 'kernel')
      for (const symbol of exportsOf(source)) {
        const own = target(symbol)
        // A kernel name another entry re-exports is public through that entry.
        if (exported.get(symbol.getName()) !== own) neededIn(mentions(own))
        else if (!needed.has(symbol.getName())) {
          needed.add(symbol.getName())
          work.push(symbol.getName())
        }
      }
  while (work.length > 0) {
    const symbol = exported.get(work.pop()!)
    if (symbol) neededIn(mentions(symbol))
  }
  return [...exported.keys()].filter((name) => !needed.has(name)).sort()
}

const program = compileEntries()

describe('the public face of every entry', () => {
  const faces = readPublicFace(program)
  it.each([...faces.keys()])('%s', async (name) => {
    const file = `./${name.replace('/', '-')}.api.txt`
    await expect(`${faces.get(name)}\n`).toMatchFileSnapshot(file)
  })

  it('gangway/kernel exports only the plugin API: what only the package uses is in #kernel/internal', () => {
    expect(unneededKernelNames(program)).toEqual([])
  })
})
