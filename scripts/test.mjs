// `npm test`: Vitest (unit and integration) and Playwright (browser) side by side. Both spend
// much of their time waiting on anvil, relays, servers and Chromium, so on a 2-core machine the
// pair finishes minutes before the two in a row would. Each line is prefixed with its suite;
// the exit code is the first failure's, or 0.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const suites = [
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
  { name: 'e2e', command: 'npm', args: ['run', '--silent', 'test:e2e'] },
]

const width = Math.max(...suites.map(({ name }) => name.length))

/** Runs one suite with its output prefixed; resolves with its exit code and duration. */
function run({ name, command, args }) {
  const started = Date.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  const prefix = `[${name.padEnd(width)}] `
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`))
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    )
  })
}

const results = await Promise.all(suites.map(run))
for (const { name, code, seconds } of results)
  console.log(
    `${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`,
  )
process.exitCode = results.find(({ code }) => code !== 0)?.code ?? 0
