import { describe, expect, it } from 'vitest'
import { createWaitMap } from '../../../kernel/index.js'

const env = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) }

describe('createWaitMap', () => {
  it('resolves a wait when the value is set, or undefined after the timeout', async () => {
    const wallets = createWaitMap<{ name: string }>(env)
    const wallet = { name: 'W' }
    const waiting = wallets.wait('W', 1_000)
    wallets.set('W', wallet)
    expect(await waiting).toBe(wallet)
    expect(await wallets.wait('W', 1)).toBe(wallet)
    expect(await wallets.wait('other', 5)).toBeUndefined()
  })

  it('forgets a deleted value', async () => {
    const wallets = createWaitMap<string>(env)
    wallets.set('a', 'A')
    wallets.delete('a')
    expect(wallets.get('a')).toBeUndefined()
    expect(await wallets.wait('a', 5)).toBeUndefined()
  })
})
