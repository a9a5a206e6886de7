import { describe, expect, it, vi } from 'vitest'
import { createGangway } from '../../../index.js'
import {
  createKernel,
  definePlugin,
  type GangwayOptions,
  InvalidOptionsError,
  PluginError,
} from '../../../kernel/index.js'
import { getWalletConnect } from '../../../plugins/walletconnect/index.js'
import { countSchemas } from '../../support/countSchemas.js'
import { fakeChain, fakeNetwork, memoryStorage } from '../../support/fakeChain.js'
import { startKernel } from './support.js'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('options', () => {
  it('throws one InvalidOptionsError naming every bad field and why', () => {
    const error = thrown(() =>
      createKernel({
        metadata: { name: '' },
        theme: { mode: 'blue' as never, variables: { zIndex: 1.5 } },
        logLevel: 'loud' as never,
        analytics: { endpoint: 'ftp://collector.example' },
        walletConnect: { projectId: '', relayUrl: 'http://relay.example' },
        enableNetworkSwitch: 'yes' as never,
        connectMethodsOrder: ['fax' as never],
        storage: {} as never,
        colour: 'red',
      } as GangwayOptions),
    )
    expect(error).toBeInstanceOf(InvalidOptionsError)
    const issues = (error as InvalidOptionsError).issues
    expect([...issues].sort()).toEqual(
      [
        'metadata.name: must not be empty',
        'theme.mode: expected one of "light", "dark", "system"',
        'theme.variables.zIndex: expected a whole number',
        'logLevel: expected one of "debug", "info", "warn", "error", "silent"',
        'analytics.endpoint: expected a URL starting with http: or https://',
        'walletConnect.projectId: must not be empty',
        'walletConnect.relayUrl: expected a URL starting with ws: or wss://',
        'walletConnect: needs at least one chain plugin',
        'enableNetworkSwitch: expected boolean',
        'connectMethodsOrder.0: expected one of "email", "social", "wallet"',
        'storage: expected an object with getItem, setItem and removeItem',
        'unknown option colour',
      ].sort(),
    )
    for (const issue of issues) expect((error as Error).message).toContain(`- ${issue}`)
    expect((error as InvalidOptionsError).shortMessage).toBe('Invalid Gangway options.')
  })

  it('names a defaultNetwork that is not a CAIP-2 network id', () => {
    for (const defaultNetwork of ['mainnet', 'f:1', 'eip155:1:2'])
      expect(
        (thrown(() => createKernel({ defaultNetwork } as never)) as InvalidOptionsError).issues,
      ).toEqual(['defaultNetwork: expected a CAIP-2 network id, e.g. eip155:1'])
  })

  it('names a defaultNetwork that is not among the configured networks', () => {
    expect(
      (
        thrown(() =>
          createKernel({ chains: [fakeChain().plugin], defaultNetwork: 'eip155:8453' }),
        ) as InvalidOptionsError
      ).issues,
    ).toEqual(['defaultNetwork: "eip155:8453" is not among the configured networks'])
  })

  it('names a second chain plugin for the same namespace', () => {
    const other = { ...fakeChain().plugin, name: 'evm-too' }
    expect(
      (thrown(() => createKernel({ chains: [fakeChain().plugin, other] })) as InvalidOptionsError)
        .issues,
    ).toEqual(['chains.1: a chain plugin for "eip155" is already given'])
  })

  it('names a chain plugin put among the plugins', () => {
    expect(
      (thrown(() => createKernel({ plugins: [fakeChain().plugin] })) as InvalidOptionsError).issues,
    ).toEqual(['plugins.0: "eip155" is a chain plugin; put it in chains'])
  })

  it('names a plugin put among the chains', () => {
    const send = definePlugin({ name: 'send' })
    expect((thrown(() => createKernel({ chains: [send] })) as InvalidOptionsError).issues).toEqual([
      'chains.0: "send" is not a chain plugin; put it in plugins',
    ])
  })

  it('names entries that are not plugin objects', () => {
    const issues = (
      thrown(() =>
        createKernel({ chains: [5 as never], plugins: [{ views: { A: 1 } } as never] }),
      ) as InvalidOptionsError
    ).issues
    expect(issues).toEqual([
      'chains.0: expected a plugin object (or a falsy value)',
      'plugins.0: expected a plugin object (or a falsy value)',
    ])
  })

  it('lets an enabled plugin claim and check a top-level option (hostOptions)', () => {
    const legacy = definePlugin({
      name: 'legacy',
      hostOptions: {
        legacyConfig: (value) => (value === 1 ? 'expected anything but 1' : undefined),
      },
    })
    const options = (legacyConfig: unknown) => ({ legacyConfig }) as GangwayOptions
    expect(() => startKernel({ ...options({ a: 1 }), plugins: [legacy] }).destroy()).not.toThrow()
    expect(startKernel({ plugins: [legacy] }).options).not.toHaveProperty('legacyConfig')
    const error = thrown(() => createKernel({ ...options(1), plugins: [legacy] }))
    expect(error).toBeInstanceOf(InvalidOptionsError)
    expect((error as InvalidOptionsError).issues).toEqual(['legacyConfig: expected anything but 1'])
    // Without the plugin the option is unknown.
    expect((thrown(() => createKernel(options({ a: 1 }))) as InvalidOptionsError).issues).toEqual([
      'unknown option legacyConfig',
    ])
  })

  it('fills SPEC defaults', () => {
    const kernel = startKernel()
    expect(kernel.options.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(kernel.options.enableNetworkSwitch).toBe(true)
    expect(kernel.options.allowUnsupportedChain).toBe(false)
    expect(kernel.options.basic).toBe(false)
    expect(kernel.options.embedded).toBe(false)
    expect(kernel.options.append).toBe(true)
    expect(kernel.options.theme).toEqual({ mode: 'system', variables: {} })
    expect(kernel.options.metadata).toEqual({ name: 'Gangway' })
    kernel.destroy()
  })
})

describe('options in a production build', () => {
  it("builds no schema before the first paint; the structure and a cookie's initialState are checked in every build", async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const { eip155, mainnet } = await import('../../../chains/eip155/index.js')
      const built = await countSchemas(() =>
        createGangway({
          metadata: { name: 'Shop', url: 'https://shop.example' },
          chains: [eip155({ networks: [mainnet] })],
          theme: { mode: 'dark' },
          storage: memoryStorage(),
        }).destroy(),
      )
      // Options are the host's own code: development builds check them field by field.
      expect(built).toBe(0)
      // What does not depend on zod, and what a visitor's cookie brings, is still refused.
      expect(thrown(() => createKernel({ plugins: [fakeChain().plugin] }))).toBeInstanceOf(
        InvalidOptionsError,
      )
      expect(
        thrown(() =>
          createKernel({
            chains: [fakeChain().plugin],
            initialState: { connections: [{ namespace: 'eip155' }] } as never,
          }),
        ),
      ).toBeInstanceOf(InvalidOptionsError)
    } finally {
      vi.unstubAllEnvs()
    }
    // The same mistake in development names the field.
    expect(thrown(() => createKernel({ metadata: { name: '' } }))).toBeInstanceOf(
      InvalidOptionsError,
    )
  })
})

describe('plugins option', () => {
  it('ignores falsy entries so hosts can write `flag && plugin()`', () => {
    const chain = fakeChain()
    const extra = definePlugin({
      name: 'extra',
      entries: [{ where: 'account', label: 'X', view: 'X' }],
    })
    const kernel = startKernel({
      chains: [false, chain.plugin, null, undefined],
      plugins: [0, '', extra, false],
    })
    expect(kernel.chains.namespaces()).toEqual(['eip155'])
    expect(kernel.options.plugins.map((p) => p.name)).toEqual(['extra'])
    expect(kernel.registry.entries('account').map((e) => e.plugin)).toEqual(['extra'])
    kernel.destroy()
  })

  it('rejects two plugins with the same name', () => {
    const error = thrown(() =>
      startKernel({ plugins: [definePlugin({ name: 'swap' }), definePlugin({ name: 'swap' })] }),
    )
    expect(error).toBeInstanceOf(PluginError)
    expect((error as PluginError).plugin).toBe('swap')
    expect((error as PluginError).shortMessage).toBe(
      '[swap] A plugin named "swap" is already registered.',
    )
  })

  it('rejects a plugin whose name is taken by a chain plugin', () => {
    const error = thrown(() =>
      startKernel({ chains: [fakeChain().plugin], plugins: [definePlugin({ name: 'eip155' })] }),
    )
    expect((error as PluginError).shortMessage).toBe(
      '[eip155] A plugin named "eip155" is already registered.',
    )
  })

  it('checks `requires` at start, naming the plugin and what it misses', () => {
    const swap = definePlugin({ name: 'swap', requires: ['eip155'] })
    const error = thrown(() => startKernel({ plugins: [swap] }))
    expect(error).toBeInstanceOf(PluginError)
    expect((error as PluginError).plugin).toBe('swap')
    expect((error as PluginError).shortMessage).toBe(
      '[swap] "swap" requires "eip155", which is not enabled.',
    )
    expect((error as PluginError).details).toBe('Add eip155() to the chains or plugins option.')

    const history = definePlugin({ name: 'history', requires: ['names'] })
    expect((thrown(() => startKernel({ plugins: [history] })) as PluginError).details).toBe(
      'Add names() to the chains or plugins option.',
    )
    // Satisfied by a chain plugin, in either order.
    expect(() =>
      startKernel({ plugins: [swap], chains: [fakeChain().plugin] }).destroy(),
    ).not.toThrow()
  })

  it('runs every setup teardown on destroy(), newest first, once', async () => {
    const order: string[] = []
    const plugin = (name: string) =>
      definePlugin({
        name,
        setup: () => () => {
          order.push(name)
        },
      })
    const gangway = createGangway({
      logLevel: 'silent',
      storage: memoryStorage(),
      plugins: [plugin('a'), plugin('b'), definePlugin({ name: 'c', setup: () => undefined })],
    })
    gangway.destroy()
    gangway.destroy()
    expect(order).toEqual(['b', 'a'])
  })

  it('the walletConnect option alone: its descriptor arrives with import() and starts before stored sessions are restored', async () => {
    const storage = memoryStorage()
    const gangway = createGangway({
      logLevel: 'silent',
      storage,
      chains: [fakeChain().plugin],
      walletConnect: { projectId: 'test' },
    })
    // Not in the page's first bundle: nothing of it has run yet.
    expect(
      gangway.kernel.connectors.get({ namespace: 'eip155', id: 'walletConnect' }),
    ).toBeUndefined()
    await gangway.kernel.ready
    expect(gangway.kernel.connectors.get({ namespace: 'eip155', id: 'walletConnect' })?.type).toBe(
      'WALLET_CONNECT',
    )
    expect(
      gangway.kernel.connectors.getSession({ namespace: 'eip155', id: 'walletConnect' }),
    ).toBeDefined()
    expect(gangway.kernel.registry.hasView('ConnectingWalletConnect')).toBe(true)
    gangway.destroy()
  })

  it('getWalletConnect asked before the late start waits for it', async () => {
    const gangway = createGangway({
      logLevel: 'silent',
      storage: memoryStorage(),
      chains: [fakeChain().plugin],
      walletConnect: { projectId: 'test' },
    })
    const controller = await getWalletConnect(gangway.kernel)
    expect(typeof controller.pair).toBe('function')
    gangway.destroy()
  })

  it('wraps a throwing setup in a PluginError that names the plugin', () => {
    const cause = new Error('boom')
    const error = thrown(() =>
      startKernel({
        plugins: [
          definePlugin({
            name: 'broken',
            setup() {
              throw cause
            },
          }),
        ],
      }),
    )
    expect((error as PluginError).shortMessage).toBe('[broken] setup failed.')
    expect((error as PluginError).cause).toBe(cause)
  })

  it('a teardown that throws does not stop the others', () => {
    const ran: string[] = []
    const kernel = startKernel({
      plugins: [
        definePlugin({ name: 'a', setup: () => () => void ran.push('a') }),
        definePlugin({
          name: 'b',
          setup: () => () => {
            throw new Error('teardown failed')
          },
        }),
      ],
    })
    kernel.destroy()
    expect(ran).toEqual(['a'])
  })

  it('destroy() releases loaded adapters and bus listeners', async () => {
    const destroyed = vi.fn()
    const chain = fakeChain()
    const adapter = await chain.plugin.chain!.load({} as never)
    adapter.destroy = destroyed
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.chains.load('eip155')
    const listener = vi.fn()
    kernel.bus.on('toast', listener)
    kernel.destroy()
    kernel.bus.emit('toast', { variant: 'success', message: 'after' })
    expect(destroyed).toHaveBeenCalledTimes(1)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('instances', () => {
  it('two instances on one page share nothing', async () => {
    const storage = memoryStorage()
    const chainA = fakeChain({ networks: [fakeNetwork('eip155', 1)] })
    const chainB = fakeChain({ networks: [fakeNetwork('eip155', 1)] })
    const a = startKernel({ storage, chains: [chainA.plugin] })
    const b = startKernel({ storage, storagePrefix: '@other/', chains: [chainB.plugin] })
    const heardByB = vi.fn()
    b.bus.on('connect', heardByB)
    b.bus.on('open', heardByB)

    await a.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await a.modal.open()
    a.store.setState((state) => {
      state.theme.mode = 'dark'
    })

    expect(a.store.getState().modal.open).toBe(true)
    expect(b.store.getState().modal.open).toBe(false)
    expect(b.connections.get('eip155')).toBeUndefined()
    expect(b.connections.getStatus('eip155')).toBe('disconnected')
    expect(b.connections.recentWallets()).toEqual([])
    expect(b.store.getState().theme.mode).toBe('system')
    expect(heardByB).not.toHaveBeenCalled()
    expect(chainA.loads).toBe(1)
    expect(chainB.loads).toBe(0)
    expect([...storage.map.keys()].filter((key) => key.startsWith('@other/'))).toEqual([])
    a.destroy()
    b.destroy()
  })

  it('gangway.on/off add and remove host listeners', () => {
    const gangway = createGangway({ logLevel: 'silent', storage: memoryStorage() })
    const seen: string[] = []
    const listener = ({ message }: { message: string }) => seen.push(message)
    gangway.on('toast', listener)
    gangway.kernel.toasts.show({ variant: 'success', message: 'first' })
    gangway.off('toast', listener)
    gangway.kernel.toasts.hide()
    gangway.kernel.toasts.show({ variant: 'success', message: 'second' })
    // `on` also returns its own removal.
    const stop = gangway.on('toast', listener)
    stop()
    gangway.kernel.toasts.hide()
    gangway.kernel.toasts.show({ variant: 'success', message: 'third' })
    expect(seen).toEqual(['first'])
    gangway.destroy()
  })

  it('getProvider returns the connected connector’s provider, undefined before', async () => {
    const chain = fakeChain()
    const gangway = createGangway({
      logLevel: 'silent',
      storage: memoryStorage(),
      chains: [chain.plugin],
    })
    expect(gangway.getProvider('eip155')).toBeUndefined()
    await gangway.kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(gangway.getProvider('eip155')).toEqual({ fake: true, connectorId: 'injected' })
    gangway.destroy()
  })
})
