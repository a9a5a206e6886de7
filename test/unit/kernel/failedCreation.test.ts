// @vitest-environment node
// A server render runs createGangway in Node, where an unhandled rejection ends the process:
// an instance whose creation threw must leave nothing running behind it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createGangway } from '../../../index.js'
import { definePlugin, InvalidOptionsError, PluginError } from '../../../kernel/index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'

const rejections: unknown[] = []
const listen = (reason: unknown) => void rejections.push(reason)

// Long enough for the late WalletConnect start (after a paint, then an import already in the
// module cache) to have run, had it been scheduled.
const settle = () => new Promise((done) => setTimeout(done, 150))

beforeAll(async () => {
  // The descriptor is then in the module cache: a late start would run within `settle`.
  await import('gangway/walletconnect')
})

afterEach(() => {
  vi.restoreAllMocks()
  process.off('unhandledRejection', listen)
  rejections.length = 0
})

describe('a createGangway that throws', () => {
  it('with invalid options and walletConnect: the options error, and no unhandled rejection later', async () => {
    process.on('unhandledRejection', listen)
    expect(() =>
      createGangway({
        logLevel: 'silent',
        storage: memoryStorage(),
        chains: [fakeChain().plugin],
        walletConnect: { projectId: 'test' },
        theme: { mode: 'blue' as never },
      }),
    ).toThrow(InvalidOptionsError)
    await settle()
    expect(rejections).toEqual([])
  })

  it('with a plugin whose setup throws and walletConnect: the PluginError, and no late start at all', async () => {
    process.on('unhandledRejection', listen)
    // A late start that ran would fail and be logged as a plugin that failed to load.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      createGangway({
        logLevel: 'error',
        storage: memoryStorage(),
        chains: [fakeChain().plugin],
        walletConnect: { projectId: 'test' },
        plugins: [
          definePlugin({
            name: 'broken',
            setup() {
              throw new Error('boom')
            },
          }),
        ],
      }),
    ).toThrow(PluginError)
    await settle()
    expect(rejections).toEqual([])
    expect(logged).not.toHaveBeenCalled()
  })
})
