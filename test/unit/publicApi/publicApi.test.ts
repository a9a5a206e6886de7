// The public face, checked (issue 38): every name each package entry exports, values and
// types, is written down in `<entry>.api.txt` beside this test. A change to what is public
// shows in the diff of that file and is reviewed there; nothing grows unseen. After a
// deliberate change: `npx vitest run test/unit/publicApi -u`.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const entries = JSON.parse(readFileSync(resolve(root, 'entries.json'), 'utf8')) as Record<
  string,
  string
>

/** Each entry's exported names, `value` or `type`, sorted, from the TypeScript checker. */
function readPublicFace(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const sources = Object.values(entries).map((source) => resolve(root, source))
  const program = ts.createProgram(sources, { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const faces = new Map<string, string[]>()
  for (const [name, source] of Object.entries(entries)) {
    const file = program.getSourceFile(resolve(root, source))
    const module = file && checker.getSymbolAtLocation(file)
    if (!module) throw new Error(`${source} is not a module`)
    const lines = checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      const kind = target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
      return `${symbol.getName()} ${kind}`
    })
    faces.set(name, lines.sort())
  }
  return faces
}

describe('the public face of every entry', () => {
  const faces = readPublicFace()
  it.each([...faces.keys()])('%s', async (name) => {
    const file = `./${name.replace('/', '-')}.api.txt`
    await expect(`${faces.get(name)?.join('\n')}\n`).toMatchFileSnapshot(file)
  })
})
