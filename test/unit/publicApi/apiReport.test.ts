// The API report writes each export with its declared type, so that changing a parameter's type
// or adding an optional field changes the checked-in report (publicApi.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'
import { describeExport } from './apiReport.js'

const sources = {
  send: 'export function send(to: string, amount: bigint, memo?: string): Promise<string> { return Promise.resolve(to) }',
  sendNumber:
    'export function send(to: string, amount: number, memo?: string): Promise<string> { return Promise.resolve(to) }',
  typeBefore: 'export type SendParameters = { to: string; amount: bigint }',
  typeAfter: 'export type SendParameters = { to: string; amount: bigint; memo?: string }',
  kinds: `
      export interface Wallet { readonly id: string; connect(chainId?: number): Promise<void> }
      export class WalletError extends Error {
        readonly code: string
        #secret = 1
        private hidden = 2
        constructor(code: string, message: string) { super(message); this.code = code }
        retry(times: number): boolean { return times > 0 }
      }
      export const limits = { perDay: 5, labels: ['a', 'b'] }
      export const double = (value: number) => value * 2`,
}

// One small program for every case, on ES5's library alone: the DOM's would take seconds.
const directory = mkdtempSync(join(tmpdir(), 'api-report-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))
const files = Object.fromEntries(
  Object.entries(sources).map(([name, source]) => {
    const file = join(directory, `${name}.ts`)
    writeFileSync(file, source)
    return [name, file]
  }),
) as Record<keyof typeof sources, string>
const program = ts.createProgram(Object.values(files), {
  strict: true,
  noEmit: true,
  lib: ['lib.es2020.d.ts'],
  types: [],
})
const checker = program.getTypeChecker()

function report(name: keyof typeof sources): string {
  const module = checker.getSymbolAtLocation(program.getSourceFile(files[name])!)!
  return checker
    .getExportsOfModule(module)
    .map((symbol) => describeExport(checker, symbol, directory))
    .join('\n\n')
}

describe('the API report', () => {
  it("writes a function's parameters with their types and its return type", () => {
    expect(report('send')).toBe(
      'function send(to: string, amount: bigint, memo?: string): Promise<string>',
    )
    expect(report('sendNumber')).toContain('amount: number')
  })

  it("writes a type's members, so a new optional field shows", () => {
    const before = report('typeBefore')
    const after = report('typeAfter')
    expect(before).toBe('type SendParameters = {\n    to: string;\n    amount: bigint;\n}')
    expect(after).toContain('    memo?: string;')
  })

  it("writes an interface's members, a class's public members and a constant's inferred type", () => {
    const text = report('kinds')
    expect(text).toBe(
      [
        'interface Wallet {\n    readonly id: string;\n    connect(chainId?: number): Promise<void>;\n}',
        'class WalletError extends Error {\n    readonly code: string\n    constructor(code: string, message: string)\n    retry(times: number): boolean\n}',
        'const limits: {\n    perDay: number;\n    labels: string[];\n}',
        'const double: (value: number) => number',
      ].join('\n\n'),
    )
  })
})
