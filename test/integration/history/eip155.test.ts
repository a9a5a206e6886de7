// The on-chain history source on anvil: a generated history (native sends both ways, ERC-20,
// an ERC-721 mint and transfer, an ERC-1155 mint and transfer, a spam airdrop, a reverted
// transaction) read back page by page through the adapter's own transport (batching,
// retries), behind an RPC that limits log ranges to 1,000 blocks and answers 429s.
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNetworkClient } from '../../../chains/eip155/createNetworkClient.js'
import { anvil as anvilNetwork } from '../../../chains/eip155/index.js'
import { createEip155History } from '../../../plugins/history/sources/eip155History.js'
import type { HistoryTransaction, SentTransaction } from '../../../plugins/history/types.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import {
  type ExpectedTransaction,
  generateHistory,
  type HistoryFixtures,
} from '../../support/historyFixtures.js'
import { type LimitedRpc, startLimitedRpc } from './limitedRpc.js'

let node: Anvil
let rpc: LimitedRpc
let throttledRpc: LimitedRpc
let fixtures: HistoryFixtures
const network = { ...anvilNetwork }

beforeAll(async () => {
  node = await startAnvil()
  // 1,500 empty blocks first, 40 between transactions: the history spans several log ranges.
  fixtures = await generateHistory(node.rpcUrl, { gap: 40, before: 1_500 })
  rpc = await startLimitedRpc(node.rpcUrl, { maxLogRange: 1_000 })
  throttledRpc = await startLimitedRpc(node.rpcUrl, { maxLogRange: 1_000, throttleEvery: 2 })
}, 60_000)
afterAll(async () => {
  await rpc?.stop()
  await throttledRpc?.stop()
  await node?.stop()
})

type Limits = Parameters<typeof createEip155History>[0]['limits']
const history = (
  limits: Partial<Limits>,
  sent: readonly SentTransaction[] = [],
  through: LimitedRpc = rpc,
) => {
  const client = createNetworkClient({ network, rpcUrls: [through.url] })
  return createEip155History({
    getClient: async () => client,
    limits: { pageBlocks: 200, maxLogRange: 1_000, scanBlocks: 0, spamRecipients: 5, ...limits },
    getSent: () => sent,
  })
}

async function readAll(source: ReturnType<typeof history>) {
  const pages: HistoryTransaction[][] = []
  let cursor: string | undefined
  do {
    const page = await source.getTransactions({ address: fixtures.visitor, network, cursor })
    pages.push([...page.transactions])
    cursor = page.cursor
  } while (cursor && pages.length < 1_000)
  return pages
}

/** What a transaction looks like once read: comparable with what was sent. */
const shape = (transaction: HistoryTransaction | ExpectedTransaction) => ({
  id: transaction.id.toLowerCase(),
  status: transaction.status,
  transfers: transaction.transfers.map((transfer) => ({
    kind: transfer.kind,
    direction: transfer.direction,
    value: transfer.value,
    // Identity only: the case is checked on its own below.
    token: transfer.token?.toLowerCase(),
    tokenId: transfer.tokenId,
    spam:
      'nft' in transfer
        ? transfer.nft?.isSpam === true
        : 'spam' in transfer && transfer.spam === true,
  })),
})

describe('the on-chain eip155 history', () => {
  it('reads back every transaction sent, newest first, across page boundaries', async () => {
    rpc.reset()
    // Every block read in full: native transfers and the reverted transaction show too.
    const pages = await readAll(history({ pageBlocks: 150, scanBlocks: 100_000 }))
    expect(pages.length).toBeGreaterThan(4)
    // The pages cut through the history: more than one page holds transactions.
    expect(pages.filter((page) => page.length > 0).length).toBeGreaterThan(3)
    const read = pages.flat()
    expect(read.map(shape)).toEqual([...fixtures.history].reverse().map(shape))
    // Mined times come from the blocks, newest first.
    const times = read.map((tx) => tx.metadata.minedAt!)
    expect(times.every((time) => time > 1_600_000_000_000)).toBe(true)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(read.every((tx) => tx.metadata.chain === 'eip155:31337')).toBe(true)
  })

  it('names tokens as text and gives ERC-20 decimals', async () => {
    const pages = await readAll(history({ pageBlocks: 5_000 }))
    const transfers = pages.flat().flatMap((tx) => tx.transfers)
    const usdc = transfers.find((t) => t.token === getAddress(fixtures.usdc))
    expect(usdc).toMatchObject({ symbol: 'USDC', decimals: 6, name: 'USD Coin' })
    const hostile = transfers.find((t) => t.name?.includes('onerror'))
    expect(hostile).toMatchObject({ name: '<img src=x onerror=alert(1)>', symbol: '<b>X</b>' })
    const ape = transfers.find((t) => t.kind === 'erc721' && t.token === getAddress(fixtures.nft))
    expect(ape).toMatchObject({ symbol: 'TAPE', name: 'Test Apes', nft: { isSpam: false } })
  })

  it('hands on every address EIP-55 checksummed, though logs name them in lower case', async () => {
    const sentNative = fixtures.history.find(
      (tx) => tx.sentByVisitor && tx.transfers[0]?.kind === 'native',
    )!
    const sent: SentTransaction[] = [
      { id: sentNative.id, caipNetworkId: 'eip155:31337', from: fixtures.visitor, at: 0 },
    ]
    const read = (await readAll(history({ pageBlocks: 5_000, scanBlocks: 100_000 }, sent))).flat()
    const addresses = read.flatMap((tx) => [
      tx.from,
      tx.to,
      ...tx.transfers.flatMap((t) => [t.from, t.to, t.token]),
    ])
    const given = addresses.filter((address): address is string => address !== undefined)
    expect(given.length).toBeGreaterThan(20)
    // Mixed case somewhere: the fixtures' addresses are not all digits.
    expect(given.some((address) => /[A-F]/.test(address))).toBe(true)
    expect(given.filter((address) => getAddress(address) !== address)).toEqual([])
    const visitorOut = read.find((tx) => tx.id === sentNative.id)!
    expect(visitorOut.transfers[0]!.from).toBe(getAddress(fixtures.visitor))
    const nfts = await history({ pageBlocks: 5_000 }).getNfts({
      address: fixtures.visitor,
      network,
    })
    expect(nfts.length).toBeGreaterThan(0)
    expect(nfts.filter((nft) => getAddress(nft.contract) !== nft.contract)).toEqual([])
  })

  it('keeps every eth_getLogs within the 1,000-block limit and rides out 429s', async () => {
    throttledRpc.reset()
    const pages = await readAll(history({ pageBlocks: 5_000 }, [], throttledRpc))
    expect(throttledRpc.refusedRanges).toBe(0)
    expect(throttledRpc.throttled).toBeGreaterThan(0)
    expect(pages.flat().filter((tx) => tx.transfers.some((t) => t.kind !== 'native')).length).toBe(
      fixtures.history.filter((tx) => tx.transfers.some((t) => t.kind !== 'native')).length,
    )
  })

  it('splits a range the node refuses when configured wider than its limit', async () => {
    rpc.reset()
    const pages = await readAll(history({ pageBlocks: 5_000, maxLogRange: 5_000 }))
    expect(rpc.refusedRanges).toBeGreaterThan(0)
    const tokenTransactions = pages.flat().filter((tx) => tx.transfers.length)
    expect(tokenTransactions.length).toBe(
      fixtures.history.filter((tx) => tx.transfers.some((t) => t.kind !== 'native')).length,
    )
  })

  it('finds native transfers outside the scanned window only when this widget sent them', async () => {
    const sentNative = fixtures.history.find(
      (tx) => tx.sentByVisitor && tx.transfers[0]?.kind === 'native',
    )!
    const receivedNative = fixtures.history.find(
      (tx) => !tx.sentByVisitor && tx.transfers[0]?.kind === 'native',
    )!
    const sent: SentTransaction[] = [
      { id: sentNative.id, caipNetworkId: 'eip155:31337', from: fixtures.visitor, at: 0 },
    ]
    const read = (await readAll(history({ pageBlocks: 5_000, scanBlocks: 8 }, sent))).flat()
    const ids = read.map((tx) => tx.id.toLowerCase())
    expect(ids).toContain(sentNative.id)
    expect(read.find((tx) => tx.id === sentNative.id)?.transfers).toMatchObject([
      { kind: 'native', direction: 'out', value: 10n ** 17n },
    ])
    // Honest limit: an old incoming native transfer leaves no log and no trace we can read.
    expect(ids).not.toContain(receivedNative.id)
  })

  it('lists the NFTs held now (not the ones sent away), with tokenURI / uri', async () => {
    const nfts = await history({ pageBlocks: 5_000 }).getNfts({
      address: fixtures.visitor,
      network,
    })
    const held = nfts
      .filter((nft) => !nft.isSpam)
      .map((nft) => ({
        contract: nft.contract,
        tokenId: nft.tokenId,
        balance: nft.balance,
        standard: nft.standard,
      }))
    expect(held).toEqual(
      expect.arrayContaining(
        fixtures.holdings.map((h) => ({ ...h, contract: getAddress(h.contract) })),
      ),
    )
    expect(held).toHaveLength(fixtures.holdings.length)
    const ape = nfts.find((nft) => nft.tokenId === '1')
    expect(ape?.metadataUri).toMatch(/^data:application\/json,/)
    expect(ape?.collection).toBe('Test Apes')
    expect(nfts.find((nft) => nft.contract === getAddress(fixtures.spamNft))?.isSpam).toBe(true)
  })

  it('tells confirmed, failed and unknown transactions apart', async () => {
    const source = history({})
    const confirmed = fixtures.history[0]!
    const failed = fixtures.history.at(-1)!
    expect(await source.getStatus({ network, id: confirmed.id })).toBe('confirmed')
    expect(await source.getStatus({ network, id: failed.id })).toBe('failed')
    expect(await source.getStatus({ network, id: `0x${'ab'.repeat(32)}` })).toBe('dropped')
    // Its nonce was used by another transaction: replaced.
    expect(
      await source.getStatus({
        network,
        id: `0x${'cd'.repeat(32)}`,
        from: fixtures.visitor,
        nonce: 0,
      }),
    ).toBe('replaced')
  })
})
