import { describe, expect, it } from 'vitest'
import {
  BalanceUnavailableError,
  type CaipNetworkId,
  caches,
  createCachedRead,
  failedReadRetryGap,
  portfolioCodec,
  type TokenBalance,
} from '../../../kernel/internal.js'
import { startKernel } from './support.js'

const balance: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  caipNetworkId: 'eip155:1' as CaipNetworkId,
  value: 1_500_000_000_000_000_000n,
  decimals: 18,
  formatted: '1.5',
}

function setup() {
  let now = 1_000_000
  const kernel = startKernel({}, { env: { now: () => now } })
  const readCached = createCachedRead(kernel)
  let reads = 0
  let fail = false
  const read = () =>
    readCached({
      cache: caches.portfolio,
      id: 'eip155:1:0xabc',
      read: async () => {
        reads++
        if (fail) throw new Error('rpc down')
        return [balance]
      },
      ...portfolioCodec,
      toError: (cause) => new BalanceUnavailableError(cause),
    })
  return {
    read,
    reads: () => reads,
    fail: (value: boolean) => {
      fail = value
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('createCachedRead', () => {
  it('answers from the 30 s portfolio cache, bigint values intact, then reads again', async () => {
    const t = setup()
    expect(await t.read()).toEqual([balance])
    t.advance(29_999)
    expect(await t.read()).toEqual([balance])
    expect(t.reads()).toBe(1)
    t.advance(1)
    await t.read()
    expect(t.reads()).toBe(2)
  })

  it("fails with 'Token Balance Unavailable' and does not retry for 30 s", async () => {
    const t = setup()
    t.fail(true)
    await expect(t.read()).rejects.toThrow('Token Balance Unavailable')
    t.fail(false)
    t.advance(failedReadRetryGap - 1)
    await expect(t.read()).rejects.toBeInstanceOf(BalanceUnavailableError)
    expect(t.reads()).toBe(1)
    t.advance(1)
    expect(await t.read()).toEqual([balance])
    expect(t.reads()).toBe(2)
  })

  it('keeps the retry gap at exactly 30 s', () => {
    expect(failedReadRetryGap).toBe(30_000)
  })
})
