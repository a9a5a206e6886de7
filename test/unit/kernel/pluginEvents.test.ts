// A plugin adds its own typed events to the bus (declaration merging on PluginEvents, as
// RpcMethods does for rpc); hosts receive them through gangway.on like the kernel's.
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createGangway, definePlugin, type GangwayEvents } from '../../../index.js'
import type { Kernel } from '../../../kernel/index.js'
import { memoryStorage } from '../../support/fakeChain.js'

declare module 'gangway/kernel' {
  interface PluginEvents {
    bellRung: { times: number }
    // A kernel event's name cannot be taken over: `connect` keeps the kernel's payload.
    connect: { hijacked: true }
  }
}

/** A plugin that rings a bell: its event is emitted on the kernel's bus. */
function bell() {
  let ring: ((times: number) => void) | undefined
  const plugin = definePlugin({
    name: 'bell',
    setup(kernel: Kernel) {
      ring = (times) => kernel.bus.emit('bellRung', { times })
    },
  })
  return { plugin, ring: (times: number) => ring?.(times) }
}

describe('plugin events on the bus', () => {
  it("reaches the host's gangway.on with the plugin's payload", () => {
    const { plugin, ring } = bell()
    const gangway = createGangway({
      logLevel: 'silent',
      storage: memoryStorage(),
      plugins: [plugin],
    })
    const heard: number[] = []
    const off = gangway.on('bellRung', (event) => heard.push(event.times))
    ring(2)
    off()
    ring(3)
    expect(heard).toEqual([2])
    gangway.destroy()
  })

  it('keeps other listeners and the emitter running when a host listener throws', () => {
    const { plugin, ring } = bell()
    const gangway = createGangway({
      logLevel: 'silent',
      storage: memoryStorage(),
      plugins: [plugin],
    })
    const errors: string[] = []
    gangway.on('error', (event) => errors.push(event.source))
    gangway.on('bellRung', () => {
      throw new Error('listener broke')
    })
    const heard: number[] = []
    gangway.on('bellRung', (event) => heard.push(event.times))
    expect(() => ring(1)).not.toThrow()
    expect(heard).toEqual([1])
    expect(errors.length).toBe(1)
    gangway.destroy()
  })

  it("is typed: the plugin's name and payload, and kernel events are never taken over", () => {
    expectTypeOf<GangwayEvents['bellRung']>().toEqualTypeOf<{ times: number }>()
    expectTypeOf<GangwayEvents['connect']>().toHaveProperty('caipAddress')
    expectTypeOf<GangwayEvents['connect']>().not.toHaveProperty('hijacked')
    const gangway = createGangway({ logLevel: 'silent', storage: memoryStorage() })
    // @ts-expect-error: the payload is checked against the declaration
    gangway.kernel.bus.emit('bellRung', { times: 'twice' })
    // @ts-expect-error: an undeclared name is refused
    gangway.on('bellBroke', () => undefined)
    gangway.destroy()
  })
})
