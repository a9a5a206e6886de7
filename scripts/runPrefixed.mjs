// Runs commands side by side for the CI scripts (scripts/test.mjs, scripts/checks.mjs): each
// line of a command's output is prefixed with its name, so interleaved output stays readable.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Runs one command with its output prefixed.
 *
 * @param {{ name: string, command: string, args: string[] }} step
 * @param {number} width The prefix width (the longest name's length).
 * @returns {Promise<{ name: string, code: number, seconds: number }>} Its exit code (1 when a
 *   signal ended it) and how long it ran.
 */
export function runPrefixed({ name, command, args }, width = name.length) {
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
    child.on('error', (error) => {
      process.stderr.write(`${prefix}${error.message}\n`)
      resolve({ name, code: 1, seconds: (Date.now() - started) / 1000 })
    })
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    )
  })
}

/**
 * Runs steps as soon as the steps they come `after` have passed, side by side otherwise. A
 * failed step starts nothing new; the steps already running finish (their errors show too).
 *
 * @param {{ name: string, command: string, args: string[], after?: string[] }[]} steps
 * @returns {Promise<number>} The first failure's exit code, or 0; a summary line per step is
 *   printed (steps not started because of a failure are listed as skipped).
 */
export async function runSteps(steps) {
  const width = Math.max(...steps.map(({ name }) => name.length))
  const results = new Map()
  const running = new Map()
  let failure
  for (;;) {
    if (!failure)
      for (const step of steps) {
        if (results.has(step.name) || running.has(step.name)) continue
        if (!(step.after ?? []).every((name) => results.get(name)?.code === 0)) continue
        running.set(
          step.name,
          runPrefixed(step, width).then((result) => ({ step: step.name, result })),
        )
      }
    if (!running.size) break
    const { step, result } = await Promise.race(running.values())
    running.delete(step)
    results.set(step, result)
    if (result.code !== 0 && !failure) failure = result
  }
  for (const { name } of steps) {
    const result = results.get(name)
    console.log(
      !result
        ? `${name}: skipped`
        : `${name}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(0)} s`,
    )
  }
  return failure?.code ?? 0
}
