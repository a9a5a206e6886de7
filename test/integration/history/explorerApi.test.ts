// The Blockscout / Etherscan-compatible source against a local Blockscout-shaped API that
// serves the generated anvil history, page by page; and its answers when the API lies.
import { getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork } from '../../../chains/eip155/index.js'
import { createHttp } from '../../../kernel/http.js'
import type { Kernel } from '../../../kernel/index.js'
import { mergePage } from '../../../plugins/history/activityRules.js'
import { createExplorerApiSource } from '../../../plugins/history/sources/createExplorerApiSource.js'
import type { HistorySource, HistoryTransaction } from '../../../plugins/history/types.js'
import { type Anvil, startAnvil } from '../../support/anvil.js'
import { generateHistory, type HistoryFixtures } from '../../support/historyFixtures.js'
import { type BlockscoutServer, startBlockscoutServer } from './blockscoutServer.js'

let node: Anvil
let fixtures: HistoryFixtures
let api: BlockscoutServer
const network = { ...anvilNetwork }

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await generateHistory(node.rpcUrl, { gap: 2 })
  api = await startBlockscoutServer(
    node.rpcUrl,
    fixtures.history.map((tx) => tx.id),
  )
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await node?.stop()
})
afterEach(() => api.lie(undefined))

const source = (): HistorySource =>
  createExplorerApiSource(
    { urls: { 31337: api.url }, pageSize: 3 },
    {
      kernel: undefined as unknown as Kernel,
      http: createHttp({ fetch, setTimeout, clearTimeout, now: Date.now }),
      getSent: () => [],
    },
  )

async function readAll(from: HistorySource) {
  let loaded: HistoryTransaction[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await from.getTransactions({ address: fixtures.visitor, network, cursor })
    loaded = mergePage(loaded, page.transactions)
    cursor = page.cursor
    pages++
  } while (cursor && pages < 100)
  return { loaded, pages }
}

describe('the explorer API source (Blockscout-shaped)', () => {
  it('reads back every transaction with its transfers and status, across pages', async () => {
    const { loaded, pages } = await readAll(source())
    expect(pages).toBeGreaterThan(2)
    const shape = (tx: {
      id: string
      status: string
      transfers: readonly {
        kind: string
        direction: string
        value: bigint
        token?: string | undefined
        tokenId?: string | undefined
      }[]
    }) => ({
      id: tx.id.toLowerCase(),
      status: tx.status,
      transfers: tx.transfers
        .map(
          (t) =>
            `${t.kind}:${t.direction}:${t.value}:${t.token?.toLowerCase() ?? ''}:${t.tokenId ?? ''}`,
        )
        .sort(),
    })
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(loaded.map(shape).sort(byId)).toEqual(fixtures.history.map(shape).sort(byId))
    const usdc = loaded.flatMap((tx) => tx.transfers).find((t) => t.symbol === 'USDC')
    expect(usdc).toMatchObject({ decimals: 6, name: 'USD Coin' })
    // Each call asked for the account's list, newest first, in pages.
    expect(api.requests[0]).toMatch(/module=account/)
    expect(api.requests.some((query) => /action=tokennfttx/.test(query))).toBe(true)
    expect(api.requests.every((query) => /sort=desc/.test(query))).toBe(true)
  })

  it('serves only the chains it has a URL for', () => {
    expect(source().supports(network)).toBe(true)
    expect(source().supports({ ...network, id: 1, caipNetworkId: 'eip155:1' })).toBe(false)
  })

  it('refuses an answer that is not a list, and rows that are not transactions', async () => {
    api.lie({ status: '0', message: 'NOTOK', result: 'Invalid API Key' })
    await expect(
      source().getTransactions({ address: fixtures.visitor, network }),
    ).rejects.toMatchObject({ name: 'InvalidHistoryAnswerError' })
    api.lie({
      status: '1',
      message: 'OK',
      result: [{ hash: '<script>', timeStamp: 'soon', from: 'me', value: '-1' }],
    })
    await expect(
      source().getTransactions({ address: fixtures.visitor, network }),
    ).rejects.toMatchObject({ name: 'ValidationError' })
  })

  it('cleans hostile token names to text', async () => {
    api.lie({
      status: '1',
      message: 'OK',
      result: [
        {
          hash: `0x${'11'.repeat(32)}`,
          timeStamp: '1700000000',
          from: fixtures.owner.toLowerCase(),
          to: fixtures.visitor.toLowerCase(),
          value: '5',
          contractAddress: fixtures.usdc.toLowerCase(),
          tokenName: '\u202Egnp.exe<img src=x onerror=alert(1)>',
          tokenSymbol: 'A\u0000B',
          tokenDecimal: '99',
        },
      ],
    })
    const page = await source().getTransactions({ address: fixtures.visitor, network })
    const transfer = page.transactions[0]!.transfers.find((t) => t.kind === 'fungible')!
    // The explorer's lower-case addresses are handed on EIP-55 checksummed.
    expect(transfer).toMatchObject({
      from: getAddress(fixtures.owner),
      to: getAddress(fixtures.visitor),
      token: getAddress(fixtures.usdc),
    })
    expect(page.transactions[0]).toMatchObject({
      from: getAddress(fixtures.owner),
      to: getAddress(fixtures.visitor),
    })
    expect(transfer.name).toBe('gnp.exe<img src=x onerror=alert(1)>')
    expect(transfer.symbol).toBe('AB')
    // Decimals out of range are not believed.
    expect(transfer.decimals).toBeUndefined()
  })
})
