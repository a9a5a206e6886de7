import { spawn } from 'node:child_process'
import { startBalancer } from './balancer.mjs'
import { benchScript, stopChild } from './childProcesses.mjs'
import { freePort } from './ports.mjs'
import { waitUntil } from './waitUntil.mjs'

/**
 * Starts one instance (the CLI in its own process, added to `started`) with `environment` and
 * waits until it listens.
 */
export async function startInstance(environment, { profileDir, started }) {
  const port = await freePort()
  // BENCH_PROFILE_DIR=dir: each instance writes a V8 CPU profile there when it stops (open it
  // in Chrome DevTools' Performance panel) — where an instance's CPU per request goes.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const child = spawn(process.execPath, [...profile, benchScript, '--instance'], {
    env: { ...process.env, ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const output = []
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  child.stdout.on('data', (chunk) => output.push(String(chunk)))
  child.stderr.on('data', (chunk) => output.push(String(chunk)))
  const deadline = Date.now() + 60_000
  while (!output.join('').includes('secure-site: listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`an instance did not start:\n${output.join('').slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    child,
    output,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  }
}

/**
 * `count` instances with the same `environment` behind the balancer; `target` is where the
 * load goes, and every instance answers through it before this returns.
 */
export async function startCluster(count, { environment, haproxyVersion, profileDir, started }) {
  const instances = []
  for (let index = 0; index < count; index++)
    instances.push(await startInstance(environment, { profileDir, started }))
  const balancer = await startBalancer(
    instances.map((instance) => instance.port),
    { haproxyVersion, started },
  )
  const target = { url: balancer.url, origin: environment.PUBLIC_URL }
  // Every instance answers through the balancer before the load starts.
  await waitUntil('the balancer', {
    check: async () => (await fetch(`${balancer.url}/readyz`)).ok,
  })
  return {
    instances,
    target,
    async stop() {
      await balancer.stop()
      for (const instance of instances) await stopChild(instance.child)
    },
  }
}
