// initialState: a returning visitor's connections for the first render (server and hydration),
// then the browser's reconnect confirms or drops them.
import { describe, expect, it } from 'vitest'
import {
  type GangwayEvents,
  type GangwayInitialState,
  InvalidOptionsError,
} from '../../../kernel/index.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { record, startKernel, until } from './support.js'

const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const returning: GangwayInitialState = {
  activeNamespace: 'eip155',
  connections: [
    {
      namespace: 'eip155',
      address: visitor,
      caipNetworkId: 'eip155:10',
      connector: { id: 'injected', name: 'Local Wallet', type: 'ANNOUNCED' },
    },
  ],
}

const stored = (kernel: ReturnType<typeof startKernel>, name: string) => {
  const raw = kernel.backend.map.get(`@gangway/${name}`)
  return raw === undefined ? undefined : JSON.parse(raw)
}

/** A chain whose wallet still holds the visitor's account. */
const walletWithVisitor = (wallet: { reconnect?: boolean | Error } = {}) =>
  fakeChain({
    connectors: [{ id: 'injected', wallet: { addresses: [visitor], ...wallet } }],
  })

describe('initialState', () => {
  it('starts with the snapshot’s connection, reconnecting, in the state a server renders', async () => {
    const chain = walletWithVisitor()
    const kernel = startKernel({ chains: [chain.plugin], initialState: returning })
    const initial = kernel.store.getInitialState()
    expect(initial.connections.eip155?.status).toBe('reconnecting')
    expect(initial.connections.eip155?.connections[0]?.address).toBe(visitor)
    expect(initial.networks.eip155?.active).toBe('eip155:10')
    expect(initial.activeNamespace).toBe('eip155')
    // A server (no browser) has no wallet: the seed stays for its render, nothing loads.
    await kernel.ready
    expect(kernel.connections.get()?.address).toBe(visitor)
    expect(kernel.connections.getStatus()).toBe('reconnecting')
    expect(chain.loads).toBe(0)
    kernel.destroy()
  })

  it('without initialState the initial state is the configured start, disconnected', () => {
    const kernel = startKernel({ chains: [fakeChain().plugin], defaultNetwork: 'eip155:10' })
    const initial = kernel.store.getInitialState()
    expect(initial.connections).toEqual({})
    expect(initial.networks.eip155?.active).toBe('eip155:10')
    expect(initial.activeNamespace).toBe('eip155')
    kernel.destroy()
  })

  it('in a browser the wallet confirms it: reconnecting → connected, the same account', async () => {
    const chain = walletWithVisitor()
    const kernel = startKernel(
      { chains: [chain.plugin], initialState: returning },
      { env: { isBrowser: true } },
    )
    const events = record(kernel, 'statusChanged')
    await kernel.ready
    expect(chain.calls).toEqual([{ method: 'reconnect', connectorId: 'injected' }])
    expect(events.map((e) => e.event.status)).toEqual(['connected'])
    expect(kernel.connections.get()?.address).toBe(visitor)
    expect(kernel.connections.all()).toHaveLength(1)
    expect(stored(kernel, 'connection-snapshot').connections[0].address).toBe(visitor)
    kernel.destroy()
  })

  it('a wallet that is gone drops the snapshot: disconnected, no account left', async () => {
    for (const reconnect of [false, new Error('locked')]) {
      const chain = walletWithVisitor({ reconnect })
      const kernel = startKernel(
        { chains: [chain.plugin], initialState: returning },
        { env: { isBrowser: true } },
      )
      const events = record(kernel, 'statusChanged')
      await kernel.ready
      expect(events.map((e) => e.event.status)).toEqual(['disconnected'])
      expect(kernel.connections.get()).toBeUndefined()
      expect(kernel.connections.all()).toEqual([])
      expect(stored(kernel, 'connection-snapshot')).toBeUndefined()
      expect(stored(kernel, 'connection-status')).toBe('disconnected')
      kernel.destroy()
    }
  })

  it('a wallet now on another account replaces the snapshot’s address', async () => {
    const chain = fakeChain({ connectors: [{ id: 'injected', wallet: { addresses: [other] } }] })
    const kernel = startKernel(
      { chains: [chain.plugin], initialState: returning },
      { env: { isBrowser: true } },
    )
    await kernel.ready
    expect(kernel.connections.get()?.address).toBe(other)
    expect(kernel.connections.all().map((c) => c.address)).toEqual([other])
    kernel.destroy()
  })

  it('storage naming another connector wins; the snapshot’s is dropped, not left beside it', async () => {
    const chain = fakeChain({
      connectors: [
        { id: 'injected', wallet: { addresses: [visitor] } },
        { id: 'io.rabby', wallet: { addresses: [other] } },
      ],
    })
    const kernel = startKernel(
      {
        chains: [chain.plugin],
        initialState: returning,
        storage: memoryStorage({
          '@gangway/connection-status': '"connected"',
          '@gangway/connected-connectors': '{"eip155":"io.rabby"}',
        }),
      },
      { env: { isBrowser: true } },
    )
    await kernel.ready
    expect(chain.calls).toEqual([{ method: 'reconnect', connectorId: 'io.rabby' }])
    expect(kernel.connections.all().map((c) => c.connector.id)).toEqual(['io.rabby'])
    kernel.destroy()
  })

  it('a snapshot of a chain the host no longer enables is ignored', async () => {
    const chain = fakeChain({ namespace: 'solana', connectors: [{ id: 'phantom' }] })
    const kernel = startKernel(
      { chains: [chain.plugin], initialState: returning },
      { env: { isBrowser: true } },
    )
    expect(kernel.store.getInitialState().connections).toEqual({})
    expect(kernel.store.getInitialState().activeNamespace).toBe('solana')
    await kernel.ready
    expect(chain.loads).toBe(0)
    kernel.destroy()
  })

  it('refuses an initialState that does not fit its schema', () => {
    const bad = [
      { connections: [{ ...returning.connections[0], address: '<img src=x onerror=alert(1)>' }] },
      { connections: [{ ...returning.connections[0], caipNetworkId: 'solana:1' }] },
      { connections: 'eip155' },
    ]
    for (const initialState of bad)
      expect(() =>
        startKernel({
          chains: [fakeChain().plugin],
          initialState: initialState as unknown as GangwayInitialState,
        }),
      ).toThrow(InvalidOptionsError)
  })

  it('keeps the snapshot of public data current: connect, account change, disconnect', async () => {
    const chain = fakeChain({
      connectors: [{ id: 'injected', name: 'Local Wallet', wallet: { addresses: [visitor] } }],
    })
    const kernel = startKernel({ chains: [chain.plugin] })
    expect(stored(kernel, 'connection-snapshot')).toBeUndefined()
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(stored(kernel, 'connection-snapshot')).toEqual({
      activeNamespace: 'eip155',
      connections: [
        {
          namespace: 'eip155',
          address: visitor,
          caipNetworkId: 'eip155:1',
          connector: { id: 'injected', name: 'Local Wallet', type: 'INJECTED' },
        },
      ],
    })
    const accounts = [{ namespace: 'eip155', address: other, type: 'eoa' as const }]
    kernel.connections.update({
      namespace: 'eip155',
      connectorId: 'injected',
      changes: { accounts },
    })
    expect(stored(kernel, 'connection-snapshot').connections[0].address).toBe(other)
    chain.changeNetwork('injected', 'eip155:10')
    expect(stored(kernel, 'connection-snapshot').connections[0].caipNetworkId).toBe('eip155:10')
    await kernel.connections.disconnect()
    expect(stored(kernel, 'connection-snapshot')).toBeUndefined()
    kernel.destroy()
  })

  it('a visitor who disconnects while the wallet reconnects stays disconnected', async () => {
    let answer!: () => void
    const chain = walletWithVisitor()
    chain.wallets.get('injected')!.answerAfter = new Promise<void>((resolve) => {
      answer = resolve
    })
    const kernel = startKernel(
      { chains: [chain.plugin], initialState: returning },
      { env: { isBrowser: true } },
    )
    const events: GangwayEvents['statusChanged'][] = []
    kernel.bus.on('statusChanged', (event) => events.push(event))
    await until(() => chain.calls.length > 0)
    await kernel.connections.disconnect()
    answer()
    await kernel.ready
    expect(kernel.connections.all()).toEqual([])
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    kernel.destroy()
  })
})
