import { describe, expect, it } from 'vitest'
import { createGangway } from '../../../index.js'
import { definePlugin, InvalidOptionsError, PluginError } from '../../../kernel/index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'

describe('options that are not options', () => {
  for (const [label, options] of [
    ['null', null],
    ['a string', 'eip155'],
    ['an array', []],
    ['chains as a string', { chains: 'eip155' }],
    ['plugins as a number', { plugins: 5 }],
    ['a chain whose descriptor is a string', { chains: [{ name: 'x', chain: 'eip155' }] }],
  ] as const)
    it(`createGangway(${label}) throws InvalidOptionsError, not a TypeError`, () => {
      expect(() => createGangway(options as never)).toThrow(InvalidOptionsError)
    })
})

describe('a plugin whose setup throws', () => {
  it('tears down the plugins set up before it', () => {
    const events: string[] = []
    let listening = 0
    const first = definePlugin({
      name: 'first',
      setup(kernel) {
        const off = kernel.bus.on('open', () => events.push('open'))
        listening += 1
        return () => {
          off()
          listening -= 1
        }
      },
    })
    const second = definePlugin({
      name: 'second',
      setup() {
        throw new Error('boom')
      },
    })
    expect(() =>
      createGangway({
        chains: [fakeChain().plugin],
        plugins: [first, second],
        storage: memoryStorage(),
        logLevel: 'silent',
      }),
    ).toThrow(PluginError)
    expect(listening).toBe(0)
  })
})
