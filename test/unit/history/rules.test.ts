import { describe, expect, it } from 'vitest'
import { anvil } from '../../../chains/eip155/index.js'
import {
  formatRelativeTime,
  groupByMonth,
  isSpamOnly,
  mergePage,
  pendingPollInterval,
  pendingPollLimit,
  transactionAmountDecimals,
  visibleTransactions,
} from '../../../plugins/history/activityRules.js'
import { FetchTransactionsError } from '../../../plugins/history/errors.js'
import {
  decodeCursor,
  encodeCursor,
  splitRange,
  transfersOfLog,
  transferTopic,
} from '../../../plugins/history/sources/eip155History.js'
import type { HistoryTransaction, HistoryTransfer } from '../../../plugins/history/types.js'
import { formatTransfer } from '../../../plugins/history/views/format.js'
import { watchPending } from '../../../plugins/history/watchPending.js'

const chain = 'eip155:1' as const
const tx = (
  id: string,
  minedAt: number | undefined,
  transfers: HistoryTransfer[] = [],
  extra: Partial<HistoryTransaction> = {},
): HistoryTransaction => ({
  id,
  metadata: { minedAt, chain },
  status: minedAt === undefined ? 'pending' : 'confirmed',
  transfers,
  ...extra,
})
const nft = (isSpam: boolean): HistoryTransfer => ({
  kind: 'erc721',
  direction: 'in',
  from: '0x0000000000000000000000000000000000000000',
  to: '0xabc',
  value: 1n,
  token: '0xnft',
  tokenId: '1',
  nft: { isSpam },
})

describe('SPEC §9 constants', () => {
  it('polls pending transactions every 30 s, at most 99 times, and shows 3 decimals', () => {
    expect(pendingPollInterval).toBe(30_000)
    expect(pendingPollLimit).toBe(99)
    expect(transactionAmountDecimals).toBe(3)
  })
})

describe('SPEC §8 error', () => {
  it("says 'Failed to fetch transactions'", () => {
    expect(new FetchTransactionsError().shortMessage).toBe('Failed to fetch transactions')
  })
})

describe('SPEC §9 list rules', () => {
  it('hides a transaction whose transfers are all NFT spam, but not one with a real transfer too', () => {
    expect(isSpamOnly(tx('a', 1, [nft(true)]))).toBe(true)
    expect(isSpamOnly(tx('b', 1, [nft(true), nft(false)]))).toBe(false)
    expect(isSpamOnly(tx('c', 1, []))).toBe(false)
  })

  it('shows only the connected chain, spam-only hidden, each id once, pending first then newest', () => {
    const list = visibleTransactions(
      [
        tx('old', 1_000),
        tx('spam', 5_000, [nft(true)]),
        { ...tx('other', 9_000), metadata: { minedAt: 9_000, chain: 'eip155:8453' } },
        tx('new', 3_000),
        tx('pending', undefined),
        tx('NEW', 3_000),
      ],
      chain,
    )
    expect(list.map((t) => t.id)).toEqual(['pending', 'new', 'old'])
  })

  it('groups by year and month, newest first, pending in a group of its own on top', () => {
    const at = (year: number, month: number, day: number) => new Date(year, month, day).getTime()
    const groups = groupByMonth([
      tx('jan-26', at(2026, 0, 3)),
      tx('nov-25-a', at(2025, 10, 2)),
      tx('nov-26-a', at(2026, 10, 1)),
      tx('nov-26-b', at(2026, 10, 20)),
      tx('p', undefined),
    ])
    expect(groups.map((g) => g.key)).toEqual(['pending', '2026-11', '2026-01', '2025-11'])
    expect(groups[1]!.transactions.map((t) => t.id)).toEqual(['nov-26-b', 'nov-26-a'])
  })

  it('labels times in short relative forms, in the host language', () => {
    const now = Date.UTC(2026, 10, 23, 12)
    expect(formatRelativeTime(now - 5_000, { now, locale: 'en' })).toBe('5s ago')
    expect(formatRelativeTime(now - 5 * 60_000, { now, locale: 'en' })).toBe('5m ago')
    expect(formatRelativeTime(now - 3 * 3600_000, { now, locale: 'en' })).toBe('3h ago')
    expect(formatRelativeTime(now - 2 * 86_400_000, { now, locale: 'en' })).toBe('2d ago')
    expect(formatRelativeTime(now - 400 * 86_400_000, { now, locale: 'en' })).toBe('1y ago')
    expect(formatRelativeTime(now - 3 * 3600_000, { now, locale: 'de' })).toBe('vor 3 Std.')
  })

  it('shows amounts with 3 decimals, truncated, with the asset symbol', () => {
    const native = {
      kind: 'native',
      direction: 'out',
      from: 'a',
      to: 'b',
      value: 1_234_567_890_000_000_000n,
    } as const
    expect(formatTransfer(native, { network: anvil, direction: 'out', locale: 'en' })).toBe(
      '−1.234 ETH',
    )
    const usdc: HistoryTransfer = {
      kind: 'fungible',
      direction: 'in',
      from: 'a',
      to: 'b',
      value: 250_000_999n,
      decimals: 6,
      symbol: 'USDC',
    }
    expect(formatTransfer(usdc, { network: anvil, direction: 'in', locale: 'en' })).toBe(
      '+250 USDC',
    )
    expect(
      formatTransfer({ ...usdc, value: 1_999n }, { network: anvil, direction: 'in', locale: 'de' }),
    ).toBe('+0,001 USDC')
    expect(formatTransfer(nft(false), { network: anvil, direction: 'in', locale: 'en' })).toBe(
      '+NFT #1',
    )
  })

  it('merges one transaction that an indexer returns in parts on two pages', () => {
    const first = [
      tx('0xA', 10, [{ kind: 'native', direction: 'out', from: 'a', to: 'b', value: 1n }]),
    ]
    const second = [
      tx('0xa', 10, [
        { kind: 'fungible', direction: 'in', from: 'b', to: 'a', value: 2n, token: 't' },
      ]),
      tx('0xb', 5),
    ]
    const merged = mergePage(first, second)
    expect(merged.map((t) => t.id)).toEqual(['0xA', '0xb'])
    expect(merged[0]!.transfers.map((t) => t.kind)).toEqual(['native', 'fungible'])
    expect(mergePage(merged, second)[0]!.transfers).toHaveLength(2)
  })
})

describe('SPEC §4 pending-transaction polling', () => {
  function fakeTimers() {
    const queue: { callback: () => void; ms: number }[] = []
    return {
      queue,
      env: {
        setTimeout: (callback: () => void, ms: number) => {
          const entry = { callback, ms }
          queue.push(entry)
          return entry
        },
        clearTimeout: (handle: unknown) => {
          const at = queue.indexOf(handle as (typeof queue)[number])
          if (at >= 0) queue.splice(at, 1)
        },
      },
      async tick() {
        const next = queue.shift()
        next?.callback()
        // Let the check's promise settle.
        for (let i = 0; i < 5; i++) await Promise.resolve()
        return next?.ms
      },
    }
  }

  it('checks every 30 s until the transaction is mined, then reports once', async () => {
    const timers = fakeTimers()
    const answers = ['pending', 'pending', 'confirmed'] as const
    let checks = 0
    const settled: string[] = []
    watchPending({
      env: timers.env,
      check: async () => answers[checks++]!,
      onSettled: (status) => settled.push(status),
    })
    expect(await timers.tick()).toBe(30_000)
    expect(await timers.tick()).toBe(30_000)
    expect(settled).toEqual([])
    await timers.tick()
    expect(settled).toEqual(['confirmed'])
    expect(timers.queue).toHaveLength(0)
  })

  it('stops after 99 checks of a transaction that stays pending', async () => {
    const timers = fakeTimers()
    let checks = 0
    watchPending({
      env: timers.env,
      check: async () => {
        checks++
        if (checks % 7 === 0) throw new Error('node hiccup')
        return 'pending'
      },
      onSettled: () => {},
    })
    while (timers.queue.length) await timers.tick()
    expect(checks).toBe(99)
  })

  it('reports replaced and dropped, and stops when told to', async () => {
    const timers = fakeTimers()
    const settled: string[] = []
    watchPending({
      env: timers.env,
      check: async () => 'replaced',
      onSettled: (s) => settled.push(s),
    })
    await timers.tick()
    expect(settled).toEqual(['replaced'])
    const stop = watchPending({
      env: timers.env,
      check: async () => 'dropped',
      onSettled: (s) => settled.push(s),
    })
    stop()
    expect(timers.queue).toHaveLength(0)
  })
})

describe('eip155 log reading', () => {
  const me = '0x00000000000000000000000000000000000000aa'
  const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
  const base = {
    address: '0x00000000000000000000000000000000000000cc',
    blockNumber: '0x1',
    transactionHash: `0x${'11'.repeat(32)}`,
    logIndex: '0x0',
  }

  it('reads ERC-20 (value in data) and ERC-721 (id in topic 3) transfers, seen from the account', () => {
    const erc20 = transfersOfLog(
      {
        ...base,
        topics: [transferTopic, topic(me), topic('0x' + 'bb'.repeat(20))],
        data: `0x${'0'.repeat(62)}64`,
      },
      me,
    )
    expect(erc20).toMatchObject([{ kind: 'fungible', direction: 'out', value: 100n }])
    const erc721 = transfersOfLog(
      {
        ...base,
        topics: [transferTopic, topic('0x' + '00'.repeat(20)), topic(me), topic('0x07')],
        data: '0x',
      },
      me,
    )
    expect(erc721).toMatchObject([{ kind: 'erc721', direction: 'in', tokenId: '7', value: 1n }])
  })

  it('ignores data that does not decode and logs that are not the account’s', () => {
    expect(
      transfersOfLog(
        { ...base, topics: [transferTopic, topic(me), topic(me)], data: '0x1234' },
        me,
      ),
    ).toEqual([])
    expect(
      transfersOfLog(
        {
          ...base,
          topics: [transferTopic, topic('0x01'), topic('0x02')],
          data: `0x${'0'.repeat(64)}`,
        },
        me,
      ),
    ).toEqual([])
  })

  it('splits a window into ranges of at most the RPC limit, newest first', () => {
    expect(splitRange({ from: 0n, to: 2_499n, size: 1_000 })).toEqual([
      [1_500n, 2_499n],
      [500n, 1_499n],
      [0n, 499n],
    ])
  })

  it('refuses a cursor it did not make', () => {
    expect(decodeCursor(encodeCursor(10n, 20n))).toEqual({ upper: 10n, head: 20n })
    expect(decodeCursor('30:20')).toBeUndefined()
    expect(decodeCursor('0x1:2')).toBeUndefined()
  })
})
