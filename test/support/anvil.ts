// Starts anvil (npm `@foundry-rs/anvil`) on a free port and deploys the test fixtures.
// Node only: tests, the bench and the demo script use it; browsers never do.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import {
  type Abi,
  type Address,
  createTestClient,
  type Hex,
  http,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import erc1271WalletArtifact from './contracts/artifacts/Erc1271Wallet.json' with { type: 'json' }
import testTokenArtifact from './contracts/artifacts/TestToken.json' with { type: 'json' }

/** Anvil's well-known first two development keys (public test keys, never real funds). */
export const testPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const satisfies readonly Hex[]

/**
 * Multicall3's creation code as viem ships it (viem does not export it, so it is read from
 * its published module rather than copied here).
 */
function readMulticall3Bytecode(): Hex {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('viem/package.json'))
  const source = readFileSync(join(root, '_esm/constants/contracts.js'), 'utf8')
  const match = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)
  if (!match?.[1]) throw new Error('Multicall3 bytecode not found in viem')
  return match[1] as Hex
}

/** Multicall3's address on every chain. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

export type Anvil = {
  /** `http://127.0.0.1:<port>` */
  rpcUrl: string
  port: number
  chainId: number
  /** Stops the node; resolves when the process has exited. */
  stop(): Promise<void>
}

export type StartAnvilParameters = {
  /** Defaults to 31337. */
  chainId?: number | undefined
  /** Block time in seconds; absent = mine on every transaction. */
  blockTime?: number | undefined
  /** Extra command-line arguments. */
  args?: readonly string[] | undefined
}

/** Asks the OS for a free port (anvil itself does not accept `--port 0`). */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Path of the anvil binary shipped in the platform package of `@foundry-rs/anvil`. */
export function getAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platform = `@foundry-rs/anvil-${process.platform}-${arch}`
  const root = dirname(require.resolve(`${platform}/package.json`))
  return join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * Starts anvil on a free random port and waits until it answers.
 *
 * @example
 * const node = await startAnvil()
 * // … use node.rpcUrl …
 * await node.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<Anvil> {
  const chainId = parameters.chainId ?? 31337
  for (let attempt = 0; ; attempt++) {
    const port = await getFreePort()
    const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
    if (parameters.blockTime) args.push('--block-time', String(parameters.blockTime))
    args.push(...(parameters.args ?? []))
    const child = spawn(getAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const rpcUrl = `http://127.0.0.1:${port}`
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    // Anvil says "Listening on 127.0.0.1:PORT" once its socket is bound: waiting for that line
    // instead of probing the port keeps refused connections (and their logs) out of the run.
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
      void exited.then(() => resolve(false))
    })
    const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000)
    const ready = await listening
    clearTimeout(timeout)
    if (ready) return { rpcUrl, port, chainId, stop: () => stop(child, exited) }
    await stop(child, exited)
    // Another process may have taken the port between our probe and anvil's bind.
    if (attempt >= 3) throw new Error(`anvil did not start on port ${port}: ${stderr}`)
  }
}

async function stop(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
  await exited
  clearTimeout(timer)
}

export type Fixtures = {
  /** Multicall3 at its canonical address. */
  multicall3: Address
  /** 'USD Coin' (USDC), 6 decimals, 1,000,000 minted to the deployer. */
  usdc: Address
  /** 'Dai Stablecoin' (DAI), 18 decimals, 1,000,000 minted to the deployer. */
  dai: Address
  /** A token with 0 decimals, to check that such entries are dropped. */
  zeroDecimals: Address
  /** An EIP-1271 wallet owned by `owner`. */
  erc1271Wallet: Address
  /** The deployer and owner of everything: anvil's first development account. */
  owner: Address
  abis: { erc20: Abi; erc1271Wallet: Abi }
}

/** Deploys one extra ERC-20 (e.g. for the bench's 200-token case). */
export async function deployToken(
  rpcUrl: string,
  parameters: { name: string; symbol: string; decimals: number; supply?: bigint | undefined },
): Promise<Address> {
  const client = fixtureClient(rpcUrl)
  const hash = await client.deployContract({
    abi: testTokenArtifact.abi as Abi,
    bytecode: testTokenArtifact.bytecode as Hex,
    chain: null,
    args: [
      parameters.name,
      parameters.symbol,
      parameters.decimals,
      parameters.supply ?? 1_000_000n * 10n ** BigInt(parameters.decimals),
    ],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (!receipt.contractAddress) throw new Error(`deploying ${parameters.symbol} failed`)
  return receipt.contractAddress
}

function fixtureClient(rpcUrl: string) {
  return createTestClient({
    mode: 'anvil',
    account: privateKeyToAccount(testPrivateKeys[0]),
    transport: http(rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
}

/**
 * Places Multicall3 at its canonical address (anvil_setCode) and deploys the test tokens
 * and the EIP-1271 wallet from the committed artifacts.
 */
export async function deployFixtures(rpcUrl: string): Promise<Fixtures> {
  const client = fixtureClient(rpcUrl)
  const owner = client.account.address
  // viem ships Multicall3's creation code: deploy it once, copy its runtime code over.
  const hash = await client.sendTransaction({ data: readMulticall3Bytecode(), chain: null })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  const runtime = await client.getCode({ address: receipt.contractAddress! })
  await client.setCode({ address: multicall3Address, bytecode: runtime! })

  const usdc = await deployToken(rpcUrl, { name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  const dai = await deployToken(rpcUrl, { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 })
  const zeroDecimals = await deployToken(rpcUrl, { name: 'Zero', symbol: 'ZERO', decimals: 0 })
  const walletHash = await client.deployContract({
    abi: erc1271WalletArtifact.abi as Abi,
    bytecode: erc1271WalletArtifact.bytecode as Hex,
    chain: null,
    args: [owner],
  })
  const walletReceipt = await client.waitForTransactionReceipt({
    hash: walletHash,
    pollingInterval: 20,
  })
  return {
    multicall3: multicall3Address,
    usdc,
    dai,
    zeroDecimals,
    erc1271Wallet: walletReceipt.contractAddress!,
    owner,
    abis: { erc20: testTokenArtifact.abi as Abi, erc1271Wallet: erc1271WalletArtifact.abi as Abi },
  }
}
