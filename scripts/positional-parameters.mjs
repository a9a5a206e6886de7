// Lists the exported functions that take three or more positional parameters (STYLE.md: two or
// more inputs go in one parameters object), and the methods of exported object types that do.
// Usage: node scripts/positional-parameters.mjs [--min N] [--count] [folders…]
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const args = process.argv.slice(2)
const minIndex = args.indexOf('--min')
const min = minIndex === -1 ? 3 : Number(args.splice(minIndex, 2)[1])
const countOnly = args.includes('--count')
const folders = args.filter((arg) => !arg.startsWith('--'))
const roots = folders.length
  ? folders
  : [
      'index.ts',
      'kernel',
      'chains',
      'plugins',
      'adapters',
      'ui-shell',
      'testing',
      'secure-site/src',
      'secure-site/frame',
    ]

function sourceFiles(path) {
  const absolute = join(root, path)
  let stat
  try {
    stat = statSync(absolute)
  } catch {
    return []
  }
  if (stat.isFile()) return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : []
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist', 'lib', '.next', 'test'].includes(entry.name))
    .flatMap((entry) => sourceFiles(join(path, entry.name)))
}

const isExported = (node) =>
  ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export ||
  (ts.isVariableDeclaration(node) &&
    ts.getCombinedModifierFlags(node.parent.parent) & ts.ModifierFlags.Export)

const found = []
for (const file of roots.flatMap(sourceFiles)) {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const report = (name, parameters, node) => {
    const count = parameters.length
    if (count < min) return
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    found.push(
      `${relative(root, join(root, file))}:${line} ${name}(${parameters.map((p) => p.name.getText()).join(', ')})`,
    )
  }
  const visitType = (owner, type) => {
    for (const member of type.members ?? [])
      if ((ts.isMethodSignature(member) || ts.isPropertySignature(member)) && member.name) {
        const fn = ts.isMethodSignature(member) ? member : member.type
        if (fn && (ts.isMethodSignature(fn) || ts.isFunctionTypeNode(fn)))
          report(`${owner}.${member.name.getText()}`, fn.parameters, member)
      }
  }
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement))
      report(statement.name.text, statement.parameters, statement)
    else if (ts.isVariableStatement(statement) && isExported(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          report(declaration.name.getText(), init.parameters, declaration)
      }
    else if (
      ts.isTypeAliasDeclaration(statement) &&
      isExported(statement) &&
      ts.isTypeLiteralNode(statement.type)
    )
      visitType(statement.name.text, statement.type)
    else if (ts.isInterfaceDeclaration(statement) && isExported(statement))
      visitType(statement.name.text, statement)
  }
}
if (countOnly) console.log(found.length)
else {
  for (const line of found) console.log(line)
  console.log(
    `${found.length} exported functions or methods with ${min} or more positional parameters`,
  )
}
