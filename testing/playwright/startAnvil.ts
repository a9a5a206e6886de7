import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { TestingKitError } from 'gangway/testing'
import { getFreePort } from './getFreePort.js'

/** A running anvil node. */
export type AnvilNode = {
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  port: number
  chainId: number
  /** Stops the node; resolves once the process has exited. */
  stop(): Promise<void>
}

export type StartAnvilParameters = {
  /** Defaults to 31337. */
  chainId?: number | undefined
  /** The anvil binary; default: the `@foundry-rs/anvil` package's, else `anvil` on the PATH. */
  binary?: string | undefined
  /** Seconds between blocks; absent, a block is mined for each transaction. */
  blockTime?: number | undefined
  /** Extra command-line arguments. */
  args?: readonly string[] | undefined
}

/** Where the `@foundry-rs/anvil` package put its binary, seen from here or the working folder. */
function findAnvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platform = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`
  for (const base of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      const root = dirname(createRequire(base).resolve(platform))
      const binary = join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
      if (existsSync(binary)) return binary
    } catch {
      // Not installed where this base looks; try the next, then the PATH.
    }
  }
  return 'anvil'
}

/**
 * Starts anvil on a free loopback port and resolves once it listens.
 *
 * @param parameters The chain id, the binary, extra arguments.
 * @returns The node's URL, chain id and `stop`.
 * @example
 * const node = await startAnvil()
 * // … node.rpcUrl …
 * await node.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<AnvilNode> {
  const chainId = parameters.chainId ?? 31337
  const binary = parameters.binary ?? findAnvilBinary()
  for (let attempt = 0; ; attempt++) {
    const port = await getFreePort()
    const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
    if (parameters.blockTime) args.push('--block-time', String(parameters.blockTime))
    const child = spawn(binary, [...args, ...(parameters.args ?? [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const spawnError = new Promise<Error | undefined>((resolve) => {
      child.once('error', resolve)
      void exited.then(() => resolve(undefined))
    })
    // Anvil prints "Listening on 127.0.0.1:PORT" once bound: no probing of a closed port.
    const listening = new Promise<boolean>((resolve) => {
      let stdout = ''
      const onData = (chunk: Buffer) => {
        stdout += chunk.toString()
        if (!stdout.includes(`Listening on 127.0.0.1:${port}`)) return
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        resolve(true)
      }
      child.stdout?.on('data', onData)
      void spawnError.then(() => resolve(false))
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    const ready = await listening
    clearTimeout(timer)
    if (ready)
      return { rpcUrl: `http://127.0.0.1:${port}`, port, chainId, stop: () => stop(child, exited) }
    const error = await spawnError
    await stop(child, exited)
    // Another process may have taken the port between our probe and anvil's bind.
    if (error || attempt >= 3)
      throw new TestingKitError('TESTING_ANVIL_FAILED', 'anvil did not start.', {
        details: error
          ? `${binary}: ${error.message}. Install it with \`npm i -D @foundry-rs/anvil\`, or give the fixtures an rpcUrl.`
          : output,
        cause: error,
      })
  }
}

async function stop(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
    child.kill('SIGTERM')
  else if (child.pid === undefined) return
  const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
  await exited
  clearTimeout(timer)
}
