import { describe, expect, it } from 'vitest'
import { definePlugin, PluginError } from '../../../index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { type TipJarState, tipJar, tips } from './fixtures/tipJar.js'
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
    expect(await first.request({ method: 'tip_send', params: [3] })).toBe(3)
    expect(await first.request({ method: 'tip_send', params: [4] })).toBe(7)
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

  it('handles its RPC method through kernel.request, and no other', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    const tipped: number = await kernel.request({ method: 'tip_send', params: [2] })
    expect(tipped).toBe(2)
    await expect(kernel.request({ method: 'eth_sendTransaction', params: [] })).rejects.toThrow(
      expect.objectContaining({
        name: 'MethodNotSupportedError',
        shortMessage: 'No plugin handles "eth_sendTransaction".',
      }),
    )
    kernel.destroy()
  })

  it('its typed slice handle reads, updates and notifies', () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    const seen: TipJarState[] = []
    const stop = tips.subscribe(kernel, (state) => seen.push(state))
    tips.update(kernel, (draft) => {
      draft.tips = 5
    })
    expect(tips.get(kernel)).toEqual({ tips: 5, lastTipper: null })
    expect(seen).toEqual([{ tips: 5, lastTipper: null }])
    stop()
    kernel.destroy()
  })

  it('rejects an RPC method already handled by another plugin', () => {
    const other = definePlugin({ name: 'other', rpc: { tip_send: async () => 0 } })
    expect(() => startKernel({ chains: [fakeChain().plugin], plugins: [other, tipJar()] })).toThrow(
      '[tipJar] RPC method "tip_send" is already handled by "other".',
    )
  })

  it('adds an Account entry, sorted by the order each entry gives', () => {
    const order = { onramp: 10, swap: 20, receive: 30, send: 40 }
    const feature = (name: keyof typeof order) =>
      definePlugin({
        name,
        entries: [{ where: 'account', label: name, view: name, order: order[name] }],
      })
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
      label: 'tipJar.entry',
      view: 'TipJar',
      order: 25,
      icon: 'coins',
      plugin: 'tipJar',
    })
    expect(kernel.registry.entries('connect').map((entry) => entry.plugin)).toEqual(['connectOnly'])
    kernel.destroy()
  })

  it('its setup listens on the bus, and destroy() removes the listener', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], plugins: [tipJar()] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.request({ method: 'tip_send', params: [1] })
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
