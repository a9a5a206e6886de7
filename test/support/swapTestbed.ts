// The swap suites' shared testbed: anvil with the token fixtures and Uniswap (V2, and V3 where
// a suite asks), the context a quote source is built with, and a kernel connected through a
// test wallet. Node only.
import { createTestWallet, type TestWallet } from 'gangway/testing'
import type { PublicClient } from 'viem'
import { anvil as anvilNetwork, eip155 } from '../../chains/eip155/index.js'
import { createHttp } from '../../kernel/http.js'
import { createKernel, createMemoryBackend, type KernelInstance } from '../../kernel/internal.js'
import type { QuoteSourceContext } from '../../plugins/swap/index.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from './anvil.js'
import { deployUniswapV2, type UniswapV2Fixtures, type uniswapTestClient } from './uniswapV2.js'
import { deployUniswapV3, type UniswapV3Fixtures } from './uniswapV3.js'

export type SwapChain = { node: Anvil; fixtures: Fixtures; v2: UniswapV2Fixtures }

/** Starts anvil and deploys the token fixtures and Uniswap V2, and V3 beside it with `v3`. */
export async function startSwapChain(options: {
  v3: true
}): Promise<SwapChain & { v3: UniswapV3Fixtures }>
export async function startSwapChain(options?: { v3?: false }): Promise<SwapChain>
export async function startSwapChain({
  v3 = false,
}: {
  v3?: boolean
} = {}): Promise<SwapChain & { v3?: UniswapV3Fixtures }> {
  const node = await startAnvil()
  const fixtures = await deployFixtures(node.rpcUrl)
  const v2 = await deployUniswapV2(node.rpcUrl, fixtures)
  if (!v3) return { node, fixtures, v2 }
  return { node, fixtures, v2, v3: await deployUniswapV3(node.rpcUrl, fixtures, v2) }
}

/** What a quote source is loaded with outside a kernel: `client` serves anvil's chain only. */
export function quoteSourceContext(
  client: PublicClient | ReturnType<typeof uniswapTestClient>,
): QuoteSourceContext {
  return {
    // uniswapTestClient's test actions make its type no PublicClient; it reads like one.
    getClient: async (chainId) => (chainId === 31337 ? (client as PublicClient) : undefined),
    http: createHttp({ fetch, setTimeout, clearTimeout, now: Date.now }),
    now: Date.now,
  }
}

export type ConnectTestKernelParameters = {
  /** The node the test wallet signs and sends through. */
  walletRpcUrl: string
  /** The node the kernel reads from (a counting proxy, say); the wallet's node by default. */
  kernelRpcUrl?: string
  /** Receives what undoes the wallet's announcement and destroys the kernel. */
  cleanups: (() => void)[]
}

/** A kernel on anvil's chain, connected to a freshly announced test wallet. */
export async function connectTestKernel({
  walletRpcUrl,
  kernelRpcUrl = walletRpcUrl,
  cleanups,
}: ConnectTestKernelParameters): Promise<{
  kernel: KernelInstance
  wallet: TestWallet
  connectorId: string
}> {
  const wallet = createTestWallet({ rpcUrl: walletRpcUrl })
  cleanups.push(wallet.announce())
  const kernel = createKernel({
    chains: [
      eip155({
        networks: [anvilNetwork],
        rpcUrls: { 31337: [kernelRpcUrl] },
        announcementTimeout: 100,
        pollingInterval: 20,
      }),
    ],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  await kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  return { kernel, wallet, connectorId: wallet.info.rdns }
}
