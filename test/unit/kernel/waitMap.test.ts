import { describe, expect, it } from 'vitest'
import { createWaitMap, perInstance } from '../../../kernel/internal.js'
import { startKernel } from './support.js'

/** Timers the test fires itself: no test waits in real time. */
const timers: { ms: number; fire: () => void }[] = []
const env = { setTimeout: (fire: () => void, ms: number) => timers.push({ ms, fire }) }
const fireAll = () => {
  for (const timer of timers.splice(0)) timer.fire()
}

describe('createWaitMap', () => {
  it('resolves a wait when the value is set, or undefined after the timeout', async () => {
    const wallets = createWaitMap<{ name: string }>(env)
    const wallet = { name: 'W' }
    const waiting = wallets.wait('W', 1_000)
    wallets.set('W', wallet)
    expect(await waiting).toBe(wallet)
    expect(await wallets.wait('W', 1)).toBe(wallet)
    const other = wallets.wait('other', 5)
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 5])
    fireAll()
    expect(await other).toBeUndefined()
  })

  it('forgets a deleted value', async () => {
    const wallets = createWaitMap<string>(env)
    wallets.set('a', 'A')
    wallets.delete('a')
    expect(wallets.get('a')).toBeUndefined()
    const gone = wallets.wait('a', 5)
    fireAll()
    expect(await gone).toBeUndefined()
  })
})

describe('perInstance', () => {
  it('makes one value per instance, on first use, and never shares it', () => {
    const made: string[] = []
    const stateOf = perInstance((kernel) => {
      made.push(kernel.options.storagePrefix ?? '')
      return { of: kernel.options.storagePrefix }
    })
    const a = startKernel({ storagePrefix: 'a/' })
    const b = startKernel({ storagePrefix: 'b/' })
    expect(made).toEqual([])
    expect(stateOf(a)).toBe(stateOf(a))
    expect(stateOf(b)).toEqual({ of: 'b/' })
    expect(stateOf(a)).not.toBe(stateOf(b))
    expect(made).toEqual(['a/', 'b/'])
  })
})
