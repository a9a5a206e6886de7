// Issue 38: no React component over ~150 lines. A component that long mixes its state, its
// effects, its text and its markup; split it as plugins/send was split (hooks/ for state and
// effects, components/ for parts of the view, a format module for text), so each part can be
// read and tested alone. A function component here is a function in a .tsx file whose name
// starts with a capital letter; its length is from its first line to its last.
import { readdirSync, readFileSync } from 'node:fs'
import { join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = normalize(join(import.meta.dirname, '../..'))
const folders = [
  'kernel',
  'chains',
  'plugins',
  'adapters',
  'ui-shell',
  'testing',
  'examples',
  'demo',
]
/** Lines a component may take. */
const maxLines = 150

/** Every .tsx source file under `folder` (no tests, build output or node_modules). */
function componentFiles(folder: string): string[] {
  const found: string[] = []
  const walk = (directory: string) => {
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(join(root, directory), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'lib', '.next', 'test'].includes(entry.name)) walk(path)
      } else if (entry.name.endsWith('.tsx')) found.push(path)
    }
  }
  walk(folder)
  return found
}

/** Each function component of a file (`file#Name`) with its length in lines. */
function componentLengths(fileName: string, source: string): Map<string, number> {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const lengths = new Map<string, number>()
  const visit = (node: ts.Node) => {
    let name: string | undefined
    let body: ts.Node | undefined
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) && node.name) {
      name = node.name.text
      body = node
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text
      body = node.initializer
    }
    if (name && body && /^[A-Z]/.test(name)) {
      const line = (position: number) => file.getLineAndCharacterOfPosition(position).line
      lengths.set(`${fileName}#${name}`, line(body.getEnd()) - line(body.getStart()) + 1)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return lengths
}

/**
 * Components over the limit when this check came (issue 38); all have been split since. The
 * list may only shrink: a component over the limit is split, not listed here.
 */
const knownLong: readonly string[] = []

describe('component length', () => {
  it('measures function, arrow and memo components, from first line to last', () => {
    const lengths = componentLengths(
      'a.tsx',
      [
        'export function Card() {',
        '  return <div />',
        '}',
        'const Row = () => (',
        '  <li />',
        ')',
        'const Memo = memo(function Item() { return null })',
        'function helper() { return 1 }',
      ].join('\n'),
    )
    expect(Object.fromEntries(lengths)).toEqual({
      'a.tsx#Card': 3,
      'a.tsx#Row': 3,
      'a.tsx#Item': 1,
    })
  })

  it(`no React component is over ${maxLines} lines, outside a list that may only shrink`, () => {
    const files = folders.flatMap(componentFiles)
    expect(files.length).toBeGreaterThan(50)
    const long = files
      .flatMap((file) => [...componentLengths(file, readFileSync(join(root, file), 'utf8'))])
      .filter(([, lines]) => lines > maxLines)
    const names = new Set(long.map(([name]) => name))
    expect(
      long
        .filter(([name]) => !knownLong.includes(name))
        .map(([name, lines]) => `${name}: ${lines} lines`),
    ).toEqual([])
    expect(
      knownLong
        .filter((name) => !names.has(name))
        .map((name) => `${name}: within ${maxLines} lines now, remove it from knownLong`),
    ).toEqual([])
  })
})
