import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
  definePlugin,
  type GangwayEvents,
  maxRecentWallets,
  pushRecent,
  storageKeys,
} from '../../../kernel/internal.js'
import { fakeChain, fakeNetwork, memoryStorage } from '../../support/fakeChain.js'
import { record, startKernel, until } from './support.js'

const stored = (kernel: ReturnType<typeof startKernel>, name: string) => {
  const raw = kernel.backend.map.get(`@gangway/${name}`)
  return raw === undefined ? undefined : JSON.parse(raw)
}

function twoWallets() {
  return fakeChain({ connectors: [{ id: 'injected' }, { id: 'io.rabby', explorerId: 'rabby' }] })
}

describe('connect (SPEC §4 wallet connection status)', () => {
  it('moves disconnected → connecting → connected and emits connect', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    const events = record(kernel, 'statusChanged', 'connect')
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    const connection = await kernel.connections.connect({
      namespace: 'eip155',
      connectorId: 'injected',
    })
    expect(events).toEqual([
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'connecting' } },
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'connected' } },
      {
        name: 'connect',
        event: {
          namespace: 'eip155',
          address: 'injected-address-1',
          caipAddress: 'eip155:1:injected-address-1',
          connector: { id: 'injected', name: 'injected', type: 'INJECTED', namespace: 'eip155' },
        },
      },
    ])
    expect(connection).toEqual({
      namespace: 'eip155',
      connector: { id: 'injected', name: 'injected', type: 'INJECTED', namespace: 'eip155' },
      accounts: [
        { namespace: 'eip155', address: 'injected-address-1', type: 'eoa' },
        { namespace: 'eip155', address: 'injected-address-2', type: 'eoa' },
      ],
      address: 'injected-address-1',
      caipNetworkId: 'eip155:1',
    })
    expect(kernel.connections.get('eip155')).toEqual(connection)
    expect(kernel.connections.get()).toEqual(connection)
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    kernel.destroy()
  })

  it('shows a status of connecting while the wallet is asked', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    let during: string | undefined
    kernel.bus.on('statusChanged', ({ status }) => {
      if (status === 'connecting') during = kernel.connections.getStatus('eip155')
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(during).toBe('connecting')
    kernel.destroy()
  })

  it('persists the connection and the recent connector, and tracks CONNECT_SUCCESS', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const analytics = record(kernel, 'analytics')
    kernel.storage.set(storageKeys.disconnected, true)
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(stored(kernel, 'connected-connectors')).toEqual({ eip155: 'injected' })
    expect(stored(kernel, 'connected-namespaces')).toEqual(['eip155'])
    expect(stored(kernel, 'connection-status')).toBe('connected')
    expect(stored(kernel, 'recent-connector')).toBe('injected')
    expect(stored(kernel, 'recent-wallets')).toEqual(['injected'])
    expect(stored(kernel, 'disconnected')).toBeUndefined()
    expect(stored(kernel, 'active-network')).toEqual({ eip155: 'eip155:1' })
    expect(analytics.map((a) => a.event)).toEqual([
      {
        event: 'CONNECT_SUCCESS',
        properties: { namespace: 'eip155', connector: 'injected', method: 'INJECTED' },
      },
    ])
    kernel.destroy()
  })

  it('replaces an open modal’s stack with Account', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open()
    kernel.router.push({ view: 'AllWallets' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.router.stack).toEqual([{ view: 'Account' }])
    kernel.destroy()
  })

  it('connecting to the already current connector is an error', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'statusChanged')
    const attempt = kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await expect(attempt).rejects.toBeInstanceOf(ConnectorAlreadyConnectedError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Connector already connected',
      code: 'CONNECTOR_ALREADY_CONNECTED',
    })
    expect(events).toEqual([])
    expect(chain.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    kernel.destroy()
  })

  it('an unknown connector is ConnectorNotFoundError and changes no status', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'statusChanged')
    const attempt = kernel.connections.connect({ namespace: 'eip155', connectorId: 'nope' })
    await expect(attempt).rejects.toBeInstanceOf(ConnectorNotFoundError)
    await expect(attempt).rejects.toMatchObject({ shortMessage: 'Provider not found' })
    expect(events).toEqual([])
    kernel.destroy()
  })

  it('a failed connect returns to disconnected when no connection exists, and rethrows', async () => {
    const chain = fakeChain()
    const rejected = new Error('User rejected the request.')
    chain.wallets.get('injected')!.connectError = rejected
    const kernel = startKernel({ chains: [chain.plugin] })
    const events = record(kernel, 'statusChanged', 'analytics')
    await expect(
      kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' }),
    ).rejects.toBe(rejected)
    expect(events).toEqual([
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'connecting' } },
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'disconnected' } },
      {
        name: 'analytics',
        event: {
          event: 'CONNECT_ERROR',
          properties: {
            namespace: 'eip155',
            connector: 'injected',
            message: 'User rejected the request.',
          },
        },
      },
    ])
    expect(kernel.connections.get('eip155')).toBeUndefined()
    expect(kernel.connections.recentWallets()).toEqual([])
    kernel.destroy()
  })

  it('a failed connect returns to connected when a current connection exists', async () => {
    const chain = twoWallets()
    chain.wallets.get('io.rabby')!.connectError = new Error('User rejected the request.')
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'statusChanged')
    await expect(
      kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.rabby' }),
    ).rejects.toThrow('User rejected the request.')
    expect(events.map((e) => e.event.status)).toEqual(['connecting', 'connected'])
    expect(kernel.connections.get('eip155')?.connector.id).toBe('injected')
    kernel.destroy()
  })

  it('connecting another connector makes it current and keeps the first', async () => {
    const kernel = startKernel({ chains: [twoWallets().plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.rabby')
    expect(kernel.connections.all('eip155').map((c) => c.connector.id)).toEqual([
      'injected',
      'io.rabby',
    ])
    expect(kernel.connections.recentWallets()).toEqual(['rabby', 'injected'])
    kernel.destroy()
  })
})

describe('disconnect', () => {
  it('removes the connection and makes another remaining one current', async () => {
    const chain = twoWallets()
    chain.wallets.get('io.rabby')!.caipNetworkId = 'eip155:10'
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:10')
    const events = record(kernel, 'statusChanged', 'disconnect')
    await kernel.connections.disconnect({ namespace: 'eip155' })
    expect(events).toEqual([
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'connected' } },
      { name: 'disconnect', event: { namespace: 'eip155', connectorId: 'io.rabby' } },
    ])
    expect(kernel.connections.get('eip155')?.connector.id).toBe('injected')
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:1')
    expect(stored(kernel, 'connected-connectors')).toEqual({ eip155: 'injected' })
    kernel.destroy()
  })

  it('disconnecting the last connection goes to disconnected and clears what was stored', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'statusChanged', 'disconnect', 'analytics')
    await kernel.connections.disconnect()
    expect(events).toEqual([
      { name: 'statusChanged', event: { namespace: 'eip155', status: 'disconnected' } },
      { name: 'disconnect', event: { namespace: 'eip155', connectorId: 'injected' } },
      {
        name: 'analytics',
        event: {
          event: 'DISCONNECT_SUCCESS',
          properties: { namespace: 'eip155', connectorId: 'injected' },
        },
      },
    ])
    expect(kernel.connections.get('eip155')).toBeUndefined()
    expect(kernel.connections.all()).toEqual([])
    expect(stored(kernel, 'connection-status')).toBe('disconnected')
    expect(stored(kernel, 'connected-connectors')).toBeUndefined()
    expect(stored(kernel, 'connected-namespaces')).toBeUndefined()
    expect(stored(kernel, 'disconnected')).toBe(true)
    expect(chain.calls.at(-1)).toEqual({ method: 'disconnect', connectorId: 'injected' })
    kernel.destroy()
  })

  it("an adapter failure throws 'Failed to disconnect' but still ends the connection locally", async () => {
    const chain = fakeChain()
    const cause = new Error('wallet gone')
    chain.wallets.get('injected')!.disconnectError = cause
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const analytics = record(kernel, 'analytics')
    const attempt = kernel.connections.disconnect({ namespace: 'eip155' })
    await expect(attempt).rejects.toBeInstanceOf(DisconnectError)
    await expect(attempt).rejects.toMatchObject({
      shortMessage: 'Failed to disconnect',
      code: 'DISCONNECT_FAILED',
      cause,
    })
    expect(analytics.map((a) => a.event.event)).toEqual(['DISCONNECT_ERROR'])
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(kernel.connections.get('eip155')).toBeUndefined()
    expect(stored(kernel, 'disconnected')).toBe(true)
    kernel.destroy()
  })

  it('the wallet ending the session removes the connection', async () => {
    const chain = twoWallets()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    chain.endSession('io.rabby')
    expect(kernel.connections.get('eip155')?.connector.id).toBe('injected')
    chain.endSession('injected')
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    kernel.destroy()
  })
})

describe('several connections across namespaces', () => {
  it('keeps one connection per namespace at the same time', async () => {
    const evm = fakeChain()
    const sol = fakeChain({ namespace: 'solana', connectors: [{ id: 'phantom' }] })
    const kernel = startKernel({ chains: [evm.plugin, sol.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'solana', connectorId: 'phantom' })
    expect(kernel.connections.all().map((c) => `${c.namespace}/${c.connector.id}`)).toEqual([
      'eip155/injected',
      'solana/phantom',
    ])
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    expect(kernel.connections.getStatus('solana')).toBe('connected')
    expect(kernel.store.getState().activeNamespace).toBe('solana')
    expect(kernel.connections.get()?.connector.id).toBe('phantom')
    expect(stored(kernel, 'connected-connectors')).toEqual({
      eip155: 'injected',
      solana: 'phantom',
    })
    expect(stored(kernel, 'connected-namespaces')).toEqual(['eip155', 'solana'])

    await kernel.connections.disconnect({ namespace: 'solana' })
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    await kernel.connections.disconnect()
    expect(kernel.connections.all()).toEqual([])
    kernel.destroy()
  })

  it.each(['WALLET_CONNECT', 'AUTH'] as const)(
    'connecting a %s connector disconnects the other namespaces sharing that type',
    async (type) => {
      const evm = fakeChain({ connectors: [{ id: 'shared', type }, { id: 'injected' }] })
      const sol = fakeChain({
        namespace: 'solana',
        connectors: [{ id: 'shared', type }, { id: 'phantom' }],
      })
      const btc = fakeChain({ namespace: 'bip122', connectors: [{ id: 'xverse' }] })
      const kernel = startKernel({ chains: [evm.plugin, sol.plugin, btc.plugin] })
      await kernel.connections.connect({ namespace: 'solana', connectorId: 'shared' })
      await kernel.connections.connect({ namespace: 'bip122', connectorId: 'xverse' })
      const disconnects = record(kernel, 'disconnect')
      await kernel.connections.connect({ namespace: 'eip155', connectorId: 'shared' })
      expect(disconnects.map((d) => d.event)).toEqual([
        { namespace: 'solana', connectorId: 'shared' },
      ])
      expect(sol.calls.at(-1)).toEqual({ method: 'disconnect', connectorId: 'shared' })
      expect(kernel.connections.get('eip155')?.connector.id).toBe('shared')
      expect(kernel.connections.get('bip122')?.connector.id).toBe('xverse')
      expect(kernel.connections.getStatus('solana')).toBe('disconnected')
      kernel.destroy()
    },
  )

  it('an injected connector leaves other namespaces alone', async () => {
    const evm = fakeChain()
    const sol = fakeChain({ namespace: 'solana', connectors: [{ id: 'injected' }] })
    const kernel = startKernel({ chains: [evm.plugin, sol.plugin] })
    await kernel.connections.connect({ namespace: 'solana', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.connections.all()).toHaveLength(2)
    kernel.destroy()
  })
})

describe('restoring at start', () => {
  const connectedStorage = () =>
    memoryStorage({
      '@gangway/connection-status': '"connected"',
      '@gangway/connected-connectors': '{"eip155":"injected","solana":"phantom"}',
      '@gangway/connected-namespaces': '["eip155","solana"]',
    })

  /** A plugin that hears every event from the start, as a host plugin would. */
  function listener(events: { status: string; namespace: string }[]) {
    return definePlugin({
      name: 'listener',
      setup: (kernel) =>
        kernel.bus.on('statusChanged', (event: GangwayEvents['statusChanged']) =>
          events.push(event),
        ),
    })
  }

  it('a stored connected status puts each chain in reconnecting, then it syncs to connected', async () => {
    const events: { status: string; namespace: string }[] = []
    const evm = fakeChain()
    const sol = fakeChain({ namespace: 'solana', connectors: [{ id: 'phantom' }] })
    const kernel = startKernel({
      storage: connectedStorage(),
      chains: [evm.plugin, sol.plugin],
      plugins: [listener(events)],
    })
    await kernel.ready
    expect(events).toEqual([
      { namespace: 'eip155', status: 'reconnecting' },
      { namespace: 'solana', status: 'reconnecting' },
      { namespace: 'eip155', status: 'connected' },
      { namespace: 'solana', status: 'connected' },
    ])
    expect(evm.calls).toEqual([{ method: 'reconnect', connectorId: 'injected' }])
    expect(kernel.connections.get('eip155')?.address).toBe('injected-address-1')
    expect(kernel.connections.get('solana')?.address).toBe('phantom-address-1')
    kernel.destroy()
  })

  it('a wallet that no longer allows it, or fails, syncs to disconnected', async () => {
    const events: { status: string; namespace: string }[] = []
    const evm = fakeChain({ connectors: [{ id: 'injected', wallet: { reconnect: false } }] })
    const sol = fakeChain({
      namespace: 'solana',
      connectors: [{ id: 'phantom', wallet: { reconnect: new Error('locked') } }],
    })
    const kernel = startKernel({
      storage: connectedStorage(),
      chains: [evm.plugin, sol.plugin],
      plugins: [listener(events)],
    })
    await kernel.ready
    expect(events).toEqual([
      { namespace: 'eip155', status: 'reconnecting' },
      { namespace: 'solana', status: 'reconnecting' },
      { namespace: 'eip155', status: 'disconnected' },
      { namespace: 'solana', status: 'disconnected' },
    ])
    expect(stored(kernel, 'connection-status')).toBe('disconnected')
    expect(stored(kernel, 'connected-connectors')).toBeUndefined()
    kernel.destroy()
  })

  it('a stored namespace whose chain is no longer enabled is skipped', async () => {
    const events: { status: string; namespace: string }[] = []
    const kernel = startKernel({
      storage: connectedStorage(),
      chains: [fakeChain().plugin],
      plugins: [listener(events)],
    })
    await kernel.ready
    expect(events.map((e) => e.namespace)).toEqual(['eip155', 'eip155'])
    kernel.destroy()
  })

  it('without a stored connected status nothing loads (no request before the visitor acts)', async () => {
    const chain = fakeChain()
    const kernel = startKernel({
      storage: memoryStorage({ '@gangway/connected-connectors': '{"eip155":"injected"}' }),
      chains: [chain.plugin],
    })
    await kernel.ready
    expect(chain.loads).toBe(0)
    expect(chain.calls).toEqual([])
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    kernel.destroy()
  })
})

describe('recent wallets (SPEC §5)', () => {
  it('keeps at most 2 recent wallets, newest first, without duplicates', () => {
    const kernel = startKernel()
    expect(maxRecentWallets).toBe(2)
    kernel.connections.addRecentWallet('metamask')
    kernel.connections.addRecentWallet('rainbow')
    kernel.connections.addRecentWallet('metamask')
    expect(kernel.connections.recentWallets()).toEqual(['metamask', 'rainbow'])
    kernel.connections.addRecentWallet('phantom')
    expect(kernel.connections.recentWallets()).toEqual(['phantom', 'metamask'])
    expect(stored(kernel, 'recent-wallets')).toEqual(['phantom', 'metamask'])
    kernel.destroy()
  })

  it('reads at most 2 stored recent wallets at start', () => {
    const kernel = startKernel({
      storage: memoryStorage({ '@gangway/recent-wallets': '["a","b","c"]' }),
    })
    expect(kernel.connections.recentWallets()).toEqual(['a', 'b'])
    kernel.destroy()
  })

  it('holds for any sequence of wallets', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e')), (ids) => {
        const recent = ids.reduce<string[]>((list, id) => pushRecent(list, id), [])
        const expected = [...new Set([...ids].reverse())].slice(0, 2)
        expect(recent).toEqual(expected)
        expect(recent.length).toBeLessThanOrEqual(2)
        expect(new Set(recent).size).toBe(recent.length)
        if (ids.length) expect(recent[0]).toBe(ids.at(-1))
      }),
    )
  })

  it('holds for the kernel, across restarts', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 12 }), (ids) => {
        const storage = memoryStorage()
        for (const id of ids) {
          const kernel = startKernel({ storage })
          kernel.connections.addRecentWallet(id)
          kernel.destroy()
        }
        const kernel = startKernel({ storage })
        expect(kernel.connections.recentWallets()).toEqual(
          [...new Set([...ids].reverse())].slice(0, 2),
        )
        kernel.destroy()
      }),
      { numRuns: 50 },
    )
  })
})

describe('wallet events', () => {
  it('an account change updates the connection and emits accountsChanged', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'accountsChanged')
    const accounts = [{ namespace: 'eip155' as const, address: '0xnew', type: 'eoa' as const }]
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { accounts },
    })
    expect(kernel.connections.get('eip155')?.address).toBe('0xnew')
    expect(events.map((e) => e.event)).toEqual([
      { namespace: 'eip155', address: '0xnew', accounts },
    ])
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { accounts: [] },
    })
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    kernel.destroy()
  })

  it('the wallet ending the last connection while the modal shows Account leads to Connect', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.modal.open()
    kernel.router.push({ view: 'Send' })
    expect(kernel.router.stack.map((entry) => entry.view)).toEqual(['Account', 'Send'])
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { accounts: [] },
    })
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.router.stack.map((entry) => entry.view)).toEqual(['Connect'])
    kernel.destroy()
  })

  it('setCurrent makes another connection current and follows its network', async () => {
    const chain = twoWallets()
    chain.wallets.get('injected')!.caipNetworkId = 'eip155:10'
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.rabby' })
    kernel.connections.setCurrent({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.connections.get('eip155')?.connector.id).toBe('injected')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:10')
    expect(stored(kernel, 'connected-connectors')).toEqual({ eip155: 'injected' })
    kernel.destroy()
  })

  it('a change reported for a network of another chain lands on the right namespace', async () => {
    const chain = fakeChain({ networks: [fakeNetwork('eip155', 1), fakeNetwork('eip155', 8453)] })
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    chain.changeNetwork('injected', 'eip155:8453')
    await until(() => kernel.networks.getActiveId('eip155') === 'eip155:8453')
    expect(kernel.connections.get('eip155')?.caipNetworkId).toBe('eip155:8453')
    kernel.destroy()
  })
})
