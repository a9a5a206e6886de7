import { describe, expect, it } from 'vitest'
import { definePlugin, PluginError } from '../../../index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { type TipJarState, tipJar } from './fixtures/tipJar.js'
import { startKernel } from './support.js'

describe('a third-party plugin using only the public API', () => {
  it('registers a lazy view, loaded the first time it is shown and only once', async () => {
    let loads = 0
    const kernel = startKernel({
      chains: [fakeChain().plugin],
      plugins: [tipJar({ onLoadView: () => loads++ })],
    })
    expect(kernel.registry.hasView('TipJar')).toBe(true)
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([
      kernel.registry.loadView('TipJar'),
      kernel.registry.loadView('TipJar'),
    ])
    const third = await kernel.registry.loadView('TipJar')
    expect(loads).toBe(1)
    expect(first).toBe(second)
    expect(third).toBe(first)
    expect((first.default as () => string)()).toBe('Leave a tip')
    kernel.destroy()
  })

  it('retries a view whose chunk failed to load', async () => {
    let attempts = 0
    const loadFlaky = async () => {
      attempts++
      if (attempts === 1) throw new Error('chunk failed')
      return { default: 'ok' }
    }
    const flaky = definePlugin({ name: 'flaky', views: { Flaky: loadFlaky } })
    const kernel = startKernel({ plugins: [flaky] })
    await expect(kernel.registry.loadView('Flaky')).rejects.toThrow('chunk failed')
    expect((await kernel.registry.loadView('Flaky')).default).toBe('ok')
    expect(attempts).toBe(2)
    kernel.destroy()
  })

  it('loading an unknown view is a PluginError', async () => {
    const kernel = startKernel()
    await expect(kernel.registry.loadView('Nope')).rejects.toThrow(
      '[router] No view named "Nope" is registered.',
    )
    kernel.destroy()
  })

  it('rejects a view name registered twice, naming both plugins', () => {
    const load = async () => ({ default: 1 })
    const a = definePlugin({ name: 'a', views: { Same: load } })
    const b = definePlugin({ name: 'b', views: { Same: load } })
    expect(() => startKernel({ plugins: [a, b] })).toThrow(
      '[b] View "Same" is already registered by "a".',
    )
  })

  it('keeps its slice in the store, starting from the initial value', () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    expect(kernel.registry.getSlice<TipJarState>('tipJar')).toEqual({ tips: 0, lastTipper: null })
    expect(kernel.store.getState().slices.tipJar).toEqual({ tips: 0, lastTipper: null })
    kernel.destroy()
  })

  it('persists its slice: a round trip through storage', async () => {
    const storage = memoryStorage()
    const first = startKernel({ storage, chains: [fakeChain().plugin], plugins: [tipJar()] })
    await first.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const handler = first.registry.rpcHandler('tip_send')!
    expect(await handler({ method: 'tip_send', params: [3] }, first)).toBe(3)
    expect(await handler({ method: 'tip_send', params: [4] }, first)).toBe(7)
    expect(JSON.parse(storage.map.get('@gangway/slice/tipJar')!)).toEqual({
      tips: 7,
      lastTipper: 'injected-address-1',
    })
    first.destroy()

    const second = startKernel({ storage, chains: [fakeChain().plugin], plugins: [tipJar()] })
    expect(second.registry.getSlice<TipJarState>('tipJar')).toEqual({
      tips: 7,
      lastTipper: 'injected-address-1',
    })
    second.destroy()
  })

  it.each([
    ['not JSON', '{"tips":'],
    ['the wrong shape', '{"tips":"seven","lastTipper":null}'],
    ['a missing field', '{"tips":7}'],
  ])('falls back to the initial slice when the stored one is %s', (_, stored) => {
    const storage = memoryStorage({ '@gangway/slice/tipJar': stored })
    const kernel = startKernel({ storage, chains: [fakeChain().plugin], plugins: [tipJar()] })
    expect(kernel.registry.getSlice<TipJarState>('tipJar')).toEqual({ tips: 0, lastTipper: null })
    expect(storage.map.has('@gangway/slice/tipJar')).toBe(false)
    kernel.destroy()
  })

  it('handles its RPC method, and no other', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    expect(kernel.registry.rpcHandler('eth_sendTransaction')).toBeUndefined()
    expect(
      await kernel.registry.rpcHandler('tip_send')!({ method: 'tip_send', params: [2] }, kernel),
    ).toBe(2)
    kernel.destroy()
  })

  it('rejects an RPC method already handled by another plugin', () => {
    const other = definePlugin({ name: 'other', rpc: { tip_send: async () => 0 } })
    expect(() => startKernel({ chains: [fakeChain().plugin], plugins: [other, tipJar()] })).toThrow(
      '[tipJar] RPC method "tip_send" is already handled by "other".',
    )
  })

  it('adds an Account entry, sorted among the wallet features onramp, swap, receive, send', () => {
    const feature = (name: string) =>
      definePlugin({ name, entries: [{ where: 'account', label: name, view: name }] })
    const kernel = startKernel({
      chains: [fakeChain().plugin],
      plugins: [
        feature('send'),
        tipJar(),
        feature('receive'),
        feature('swap'),
        feature('onramp'),
        definePlugin({
          name: 'connectOnly',
          entries: [{ where: 'connect', label: 'Extra', view: 'Extra' }],
        }),
      ],
    })
    expect(kernel.registry.entries('account').map((entry) => entry.view)).toEqual([
      'onramp',
      'swap',
      'TipJar',
      'receive',
      'send',
    ])
    expect(kernel.registry.entries('account')[2]).toEqual({
      where: 'account',
      label: 'Tip',
      view: 'TipJar',
      order: 25,
      icon: 'coin',
      plugin: 'tipJar',
    })
    expect(kernel.registry.entries('connect').map((entry) => entry.plugin)).toEqual(['connectOnly'])
    kernel.destroy()
  })

  it('its setup listens on the bus, and destroy() removes the listener', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.registry.rpcHandler('tip_send')!({ method: 'tip_send', params: [1] }, kernel)
    expect(kernel.registry.getSlice<TipJarState>('tipJar').lastTipper).toBe('injected-address-1')
    await kernel.connections.disconnect({ namespace: 'eip155' })
    expect(kernel.registry.getSlice<TipJarState>('tipJar')).toEqual({ tips: 1, lastTipper: null })
    kernel.destroy()
  })

  it('cannot start without the chain it requires', () => {
    expect(() => startKernel({ plugins: [tipJar()] })).toThrow(PluginError)
    expect(() => startKernel({ plugins: [tipJar()] })).toThrow(
      '[tipJar] "tipJar" requires "eip155", which is not enabled.',
    )
  })
})
