// @vitest-environment happy-dom
// Solana history through the whole instance: a Wallet Standard test wallet connected to a
// LiteSVM node, SOL and SPL transfers sent through the adapter, read back with
// getSignaturesForAddress and the parsed transactions, page by page.
import { generateKeyPairSigner } from '@solana/kit'
import { createSolanaTestWallet, type SolanaTestWallet } from 'gangway/testing/solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaAdapter, solana, solanaLocalnet } from '../../../chains/solana/index.js'
import { createKernel, createMemoryBackend, type KernelInstance } from '../../../kernel/internal.js'
import { mergePage } from '../../../plugins/history/activityRules.js'
import { getHistoryService } from '../../../plugins/history/createHistoryService.js'
import { history, onchain } from '../../../plugins/history/index.js'
import type { HistoryTransaction } from '../../../plugins/history/types.js'
import { type LiteSvmRpc, startLiteSvmRpc } from '../../support/litesvmRpc.js'

for (const target of [EventTarget, AbortSignal])
  Object.assign(target.prototype, { setMaxListeners() {} })

const SOL = 1_000_000_000n
let node: LiteSvmRpc
let wallet: SolanaTestWallet
let kernel: KernelInstance
let unregister: () => void
const sent: string[] = []
let mint: string
let friend: string

beforeAll(async () => {
  node = await startLiteSvmRpc()
  wallet = await createSolanaTestWallet({ rpcUrl: node.url })
  unregister = wallet.register()
  const tusd = await node.createMint({ decimals: 6 })
  mint = tusd.mint
  friend = (await generateKeyPairSigner()).address
  kernel = createKernel({
    chains: [
      solana({
        networks: [solanaLocalnet],
        rpcUrls: { [solanaLocalnet.caipNetworkId]: [node.url] },
        registrationTimeout: 100,
        confirmationTimeout: 10_000,
      }),
    ],
    plugins: [history({ sources: [onchain({ pageSize: 2 })] })],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  kernel.bus.on('transactionSent', ({ id }) => sent.push(id))
  await kernel.connections.connect({ namespace: 'solana', connectorId: wallet.wallet.name })
  const adapter = (await kernel.chains.load('solana')) as SolanaAdapter
  // Received: SOL (a friend's transfer is the airdrop's stand-in) and tokens minted to us.
  node.airdrop(wallet.address, 10n * SOL)
  await tusd.mintTo(wallet.address, 5_000_000n)
  const base = { connectorId: wallet.wallet.name, address: wallet.address, network: solanaLocalnet }
  await adapter.sendTransaction({ ...base, to: friend, value: SOL / 4n })
  await adapter.sendTransaction({
    ...base,
    to: friend,
    token: { address: mint, amount: 1_250_000n },
  })
  await adapter.sendTransaction({ ...base, to: friend, value: SOL / 10n })
}, 60_000)
afterAll(async () => {
  kernel?.destroy()
  unregister?.()
  await node?.stop()
})

async function readAll() {
  const service = getHistoryService(kernel)
  let loaded: HistoryTransaction[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await service.getPage({ address: wallet.address, network: solanaLocalnet, cursor })
    loaded = mergePage(loaded, page.transactions)
    cursor = page.cursor
    pages++
  } while (cursor && pages < 20)
  return { loaded, pages }
}

describe('solana history (LiteSVM)', () => {
  it('reads back what was sent and received, newest first, across pages', async () => {
    const { loaded, pages } = await readAll()
    expect(pages).toBeGreaterThan(1)
    // Our three sends, newest first, then the token account creation + mint to us.
    expect(loaded.slice(0, 3).map((tx) => tx.id)).toEqual([...sent].reverse())
    expect(loaded.every((tx) => tx.status === 'confirmed')).toBe(true)
    expect(loaded.every((tx) => tx.metadata.chain === solanaLocalnet.caipNetworkId)).toBe(true)
    expect(loaded[0]!.transfers).toEqual([
      { kind: 'native', direction: 'out', from: wallet.address, to: friend, value: SOL / 10n },
    ])
    expect(loaded[1]!.transfers).toEqual([
      expect.objectContaining({
        kind: 'fungible',
        direction: 'out',
        to: friend,
        value: 1_250_000n,
        token: mint,
        decimals: 6,
      }),
    ])
    expect(loaded[2]!.transfers).toEqual([
      { kind: 'native', direction: 'out', from: wallet.address, to: friend, value: SOL / 4n },
    ])
    const minted = loaded.find((tx) =>
      tx.transfers.some((t) => t.kind === 'fungible' && t.direction === 'in'),
    )
    expect(minted?.transfers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'fungible',
          direction: 'in',
          value: 5_000_000n,
          token: mint,
        }),
      ]),
    )
  })

  it('remembers the sends (transactionSent) for pending polling, and reads their status', async () => {
    expect(sent).toHaveLength(3)
    expect(
      await getHistoryService(kernel).getStatus({ network: solanaLocalnet, id: sent[0]! }),
    ).toBe('confirmed')
  })
})
