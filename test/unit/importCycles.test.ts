// ARCHITECTURE: arrows point one way. No source file reaches itself through its imports, type-only
// imports included: a circle of types is still a circle a reader has to hold in their head, and
// it is how a hub (the old kernel/types.ts, 56 files) grows. Lazy `import()` calls are not edges:
// loading a module later is how a lazy part reaches back to the eager one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = normalize(join(import.meta.dirname, '../..'))
const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, [string]> }
}
const { paths } = tsconfig.compilerOptions
/** The package's private imports (`#kernel/internal`), from package.json `imports`. */
const privateImports = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>
  }
).imports

/** Every .ts/.tsx source file under `folder` (no declarations, tests, build output or node_modules). */
function sourceFiles(folder: string): string[] {
  try {
    if (statSync(join(root, folder)).isFile()) return [folder]
  } catch {
    return []
  }
  const found: string[] = []
  const walk = (directory: string) => {
    for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'lib', '.next', 'test'].includes(entry.name)) walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path)
    }
  }
  walk(folder)
  return found
}

const files = [
  'index.ts',
  'kernel',
  'chains',
  'plugins',
  'adapters',
  'ui-shell',
  'testing',
  'secure-site/src',
  'secure-site/frame',
  'demo',
].flatMap(sourceFiles)
const known = new Set(files)

/** The source file a specifier names (relative, or a `gangway/…` entry), if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  const mapped = paths[specifier]?.[0] ?? privateImports[specifier]
  const target = specifier.startsWith('.')
    ? normalize(join(dirname(from), specifier))
    : mapped && normalize(mapped)
  if (!target) return undefined
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '')
  return [target, `${stem}.ts`, `${stem}.tsx`, join(target, 'index.ts')].find((c) => known.has(c))
}

/**
 * What a module imports before it runs or type-checks: `import` and `import type`, `export … from`,
 * and types written as `import('./x').Name`; never an `import()` call.
 */
function staticSpecifiers(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text)
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text)
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    )
      found.push(node.moduleReference.expression.text)
    if (deep) ts.forEachChild(node, visit)
  }
  // Declarations are top-level statements; `import('./x').Name` may sit in any type, so the
  // whole tree is walked only where the text has one.
  const deep = source.includes('import(')
  ts.forEachChild(file, visit)
  return found
}

/** Each circle as its files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const connect = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const circle: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      circle.push(member)
    } while (member !== file)
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return circles
}

/**
 * Circles that were there when this test came (issue 38), each in a folder other work was
 * changing at the time; the last were broken by moving the shared type to a file both sides
 * import. The list may only shrink: do not add one.
 */
const knownCircles: readonly {
  why: string
  files: readonly string[]
  /** A folder whose every file may be in the circle (one catalogue per language). */
  prefix?: string
}[] = []

const holds = (known: (typeof knownCircles)[number], file: string) =>
  known.files.includes(file) || (known.prefix !== undefined && file.startsWith(known.prefix))

describe('import circles', () => {
  it('finds the sources and reads every kind of static import', () => {
    expect(files.length).toBeGreaterThan(500)
    expect(
      staticSpecifiers(
        'a.ts',
        [
          "import { a } from './a.js'",
          "import type { B } from './b.js'",
          "export type { C } from './c.js'",
          "export * from './d.js'",
          "type E = import('./e.js').E",
          "const lazy = () => import('./f.js')",
        ].join('\n'),
      ),
    ).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js'])
  })

  it('sees a circle of type-only imports, and none in a one-way graph', () => {
    const circle = new Map([
      ['types.ts', ['router.ts']],
      ['router.ts', ['types.ts']],
      ['index.ts', ['router.ts']],
    ])
    expect(importCircles(circle)).toEqual([['router.ts', 'types.ts']])
    expect(
      importCircles(
        new Map([
          ['types.ts', []],
          ['router.ts', ['types.ts']],
        ]),
      ),
    ).toEqual([])
  })

  it('no source file reaches itself through its static imports (type-only included)', () => {
    const graph = new Map<string, string[]>()
    for (const file of files) {
      const targets = staticSpecifiers(file, readFileSync(join(root, file), 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined)
      graph.set(file, [...new Set(targets)])
    }
    const circles = importCircles(graph)
    // A circle is allowed only inside one of the known ones: they may shrink, never grow.
    const unknown = circles.filter(
      (circle) => !knownCircles.some((known) => circle.every((file) => holds(known, file))),
    )
    expect(unknown.map((circle) => circle.join(' → '))).toEqual([])
    const gone = knownCircles.filter(
      (known) => !circles.some((circle) => circle.some((file) => holds(known, file))),
    )
    expect(gone.map((known) => `${known.why}: gone, remove it from knownCircles`)).toEqual([])
  })
})
