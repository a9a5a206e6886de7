#!/usr/bin/env node
// The published package ships lib/ (built from src/ by scripts/build.mjs). In the
// repository (src/ present) every start builds it first, so it never runs stale code.
import { existsSync } from 'node:fs'

if (existsSync(new URL('../src/cli.ts', import.meta.url))) {
  await import('../scripts/build.mjs')
}
const { main } = await import('../lib/cli.js')
const code = await main(process.argv.slice(2))
if (code !== undefined) process.exitCode = code
