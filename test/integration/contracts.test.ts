// The committed contract artifacts are what their sources compile to (solc-js, offline): the
// smart account operators deploy (secure-site/contracts) and the test contracts. After a
// source change: node scripts/compile-contracts.mjs.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileContracts, contractDirs } from '../../scripts/compile-contracts.mjs'

describe('contract artifacts', () => {
  for (const dir of contractDirs)
    it(`${basename(dir)} in ${basename(join(dir, '..'))} recompiles to the committed artifacts`, () => {
      const compiled = compileContracts(dir)
      // Every committed artifact (interfaces compile too, but nothing deploys them).
      const committed = readdirSync(join(dir, 'artifacts'))
      expect(committed.length).toBeGreaterThan(0)
      for (const file of committed)
        expect(compiled[file], file).toBe(readFileSync(join(dir, 'artifacts', file), 'utf8'))
    }, 300_000)
})
