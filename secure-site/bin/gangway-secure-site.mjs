#!/usr/bin/env node
// The published package ships lib/ (built from src/ by scripts/build.mjs); in the
// repository the first run builds it.
import { existsSync } from 'node:fs'

if (!existsSync(new URL('../lib/cli.js', import.meta.url))) {
  await import('../scripts/build.mjs')
}
const { main } = await import('../lib/cli.js')
const code = await main(process.argv.slice(2))
if (code !== undefined) process.exitCode = code
