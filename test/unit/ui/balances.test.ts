import { describe, expect, it } from 'vitest'
import type { ChainAdapter, TokenBalance } from '../../../kernel/index.js'
import { getBalanceTracker } from '../../../ui-shell/shared/balances.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { startKernel } from '../kernel/support.js'

const native: TokenBalance = {
  name: 'Coin',
  symbol: 'COIN',
  caipNetworkId: 'eip155:1',
  value: 5_000_000_000_000_000_000n,
  decimals: 18,
  formatted: '5',
}

/** A fake chain whose balance read answers `native` and counts the reads. */
function chainWithBalance() {
  const chain = fakeChain()
  const reads = { count: 0 }
  const plugin = {
    ...chain.plugin,
    chain: {
      ...chain.plugin.chain!,
      async load(kernel: Parameters<NonNullable<typeof chain.plugin.chain>['load']>[0]) {
        const adapter = await chain.plugin.chain!.load(kernel)
        return {
          ...adapter,
          async getBalances() {
            reads.count++
            return [native]
          },
        } satisfies ChainAdapter
      },
    },
  }
  return { plugin, reads }
}

describe('native-balance cache (SPEC §3, §9: 30 s)', () => {
  const target = { namespace: 'eip155', address: '0xAbC', caipNetworkId: 'eip155:1' } as const

  it('is written on a balance read and shown at once on the next visit', async () => {
    const storage = memoryStorage()
    const first = chainWithBalance()
    const kernel = startKernel({ storage, chains: [first.plugin] })
    await getBalanceTracker(kernel).load(target)
    expect(first.reads.count).toBe(1)
    kernel.destroy()

    const second = chainWithBalance()
    const next = startKernel({ storage, chains: [second.plugin] })
    // Before any read: the cached native balance, not loaded as fresh.
    const snapshot = getBalanceTracker(next).get(target)
    expect(snapshot.native).toMatchObject({ symbol: 'COIN', formatted: '5', value: native.value })
    expect(snapshot.status).toBe('idle')
    expect(second.reads.count).toBe(0)
    next.destroy()
  })

  it('is shown for 30 s, then expires', async () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const visit = () =>
      startKernel({ storage, chains: [chainWithBalance().plugin] }, { env: { now: () => now } })
    const kernel = visit()
    await getBalanceTracker(kernel).load(target)
    kernel.destroy()
    // Each visit is a new instance: nothing but the stored cache can answer.
    now += 29_999
    const early = visit()
    expect(getBalanceTracker(early).get(target).native).toMatchObject({ formatted: '5' })
    early.destroy()
    now += 2
    const late = visit()
    expect(getBalanceTracker(late).get(target).native).toBeUndefined()
    late.destroy()
  })
})
