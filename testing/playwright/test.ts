import type { Mailbox, TestSecureSite, TestSecureSiteOptions } from '@gangway/secure-site/testing'
import { test as base } from '@playwright/test'
import {
  type CreateTestWalletParameters,
  createTestWallet,
  ProviderRpcError,
  type TestWallet,
} from 'gangway/testing'
import type {
  StartWalletConnectWalletParameters,
  WalletConnectTestWallet,
} from 'gangway/testing/walletconnect'
import { createPublicClient, http, type PublicClient } from 'viem'
import { installTestWallet } from './installTestWallet.js'
import { startAnvil } from './startAnvil.js'

/** The chain a test runs on: its id, its node and a viem client to check what happened. */
export type TestChain = {
  id: number
  rpcUrl: string
  client: PublicClient
}

export type TestingFixtures = {
  /** Options for the test's wallet (keys, more chains, info…); `rpcUrl` defaults to `chain`'s. */
  walletOptions: Partial<CreateTestWalletParameters>
  /** The chain, back at the same state for every test (anvil snapshot and revert). */
  chain: TestChain
  /** The test wallet, installed into the test's context (so `page`) before the dapp loads. */
  wallet: TestWallet
  /** Options for the WalletConnect wallet (keys, chains…); `relayUrl` is `relay`'s. */
  walletConnectOptions: Partial<StartWalletConnectWalletParameters>
  /**
   * A WalletConnect wallet (WalletKit) on `relay`, knowing `chain`: the visitor's phone.
   * Pair it with what the page shows: `scanQrCode(page, { wallet: walletConnect })`.
   */
  walletConnect: WalletConnectTestWallet
  /** The mail `secureSite` sent: `await mailbox.latestCode(address)` is what the visitor types. */
  mailbox: Mailbox
}

export type TestingWorkerFixtures = {
  /** A node to use instead of starting anvil (`test.use({ rpcUrl })`). */
  rpcUrl: string | undefined
  /** The node of this worker: the given `rpcUrl`, or anvil started for it. */
  node: { rpcUrl: string; chainId: number }
  /** A WalletConnect relay to use instead of starting one (`test.use({ relayUrl })`). */
  relayUrl: string | undefined
  /** The relay of this worker: the given `relayUrl`, or a local one started for it. */
  relay: { url: string }
  /** Options for `secureSite` over its test defaults (`test.use({ secureSiteOptions })`). */
  secureSiteOptions: TestSecureSiteOptions
  /**
   * The embedded wallet's secure site in test mode, one per worker: in-process, PGlite in
   * memory, mail in `mailbox`, any loopback page allowed. Give the dapp `secureSite.url`.
   */
  secureSite: TestSecureSite
}

async function call(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
  return body.result
}

/**
 * Playwright's `test` with a chain and wallets: `test('…', async ({ page, wallet, chain }) => …)`.
 * Each worker starts anvil (the `@foundry-rs/anvil` package, else `anvil` on the PATH) unless
 * `test.use({ rpcUrl })` names a node; each test starts from the same chain state. A test that
 * takes `walletConnect` gets a WalletKit wallet on a local relay (or `test.use({ relayUrl })`).
 */
export const test = base.extend<TestingFixtures, TestingWorkerFixtures>({
  rpcUrl: [undefined, { option: true, scope: 'worker' }],
  node: [
    async ({ rpcUrl }, use) => {
      if (rpcUrl) {
        await use({ rpcUrl, chainId: Number(await call(rpcUrl, 'eth_chainId')) })
        return
      }
      const anvil = await startAnvil()
      await use({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId })
      await anvil.stop()
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  relayUrl: [undefined, { option: true, scope: 'worker' }],
  relay: [
    async ({ relayUrl }, use) => {
      if (relayUrl) {
        await use({ url: relayUrl })
        return
      }
      // Loaded only by a test that uses WalletConnect: @reown/walletkit and ws stay optional.
      const { startRelay } = await import('gangway/testing/walletconnect')
      const relay = await startRelay()
      await use({ url: relay.url })
      await relay.stop()
    },
    { scope: 'worker' },
  ],
  secureSiteOptions: [{}, { option: true, scope: 'worker' }],
  secureSite: [
    async ({ secureSiteOptions }, use) => {
      // Loaded only by a test that uses it: the secure site is an optional peer dependency.
      const { startTestSecureSite } = await import('@gangway/secure-site/testing')
      const site = await startTestSecureSite(secureSiteOptions)
      await use(site)
      await site.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  mailbox: async ({ secureSite }, use) => {
    await use(secureSite.mailbox)
  },
  walletOptions: [{}, { option: true }],
  walletConnectOptions: [{}, { option: true }],
  chain: async ({ node }, use) => {
    // anvil (and hardhat) take a snapshot; another node simply keeps its state.
    const snapshot = await call(node.rpcUrl, 'evm_snapshot').catch(() => undefined)
    const client = createPublicClient({ transport: http(node.rpcUrl), pollingInterval: 50 })
    await use({ id: node.chainId, rpcUrl: node.rpcUrl, client: client as PublicClient })
    if (snapshot !== undefined) await call(node.rpcUrl, 'evm_revert', [snapshot])
  },
  wallet: async ({ context, chain, walletOptions }, use) => {
    const wallet = createTestWallet({ rpcUrl: chain.rpcUrl, chainId: chain.id, ...walletOptions })
    // Into the context: `page`, and any page or popup the dapp opens, have the wallet.
    const stop = await installTestWallet(context, { wallet })
    await use(wallet)
    stop()
  },
  walletConnect: async ({ relay, chain, walletConnectOptions }, use) => {
    const { startWalletConnectWallet } = await import('gangway/testing/walletconnect')
    const wallet = await startWalletConnectWallet({
      relayUrl: relay.url,
      chains: { [chain.id]: chain.rpcUrl },
      ...walletConnectOptions,
    })
    await use(wallet)
    await wallet.stop()
  },
})
