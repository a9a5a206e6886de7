// Rules an audit found declared but not built (issue 13): each failed before its fix.
import { describe, expect, it } from 'vitest'
import {
  type ApproveTransactionData,
  DisconnectError,
  definePlugin,
  RequestRejectedError,
  requestApproval,
  storageKeys,
  trackPendingRequest,
} from '../../../kernel/internal.js'
import { fakeChain, fakeNetwork, memoryStorage } from '../../support/fakeChain.js'
import { record, startKernel, until } from './support.js'

describe('disconnect (SPEC §4)', () => {
  it('runs disconnect hooks (sign-in sessions) before the chain disconnects', async () => {
    const chain = fakeChain()
    const order: string[] = []
    const kernel = startKernel({
      chains: [chain.plugin],
      plugins: [
        definePlugin({
          name: 'sessions',
          setup: (k) =>
            k.connections.addDisconnectHook(async (connection) => {
              order.push(`hook:${connection.address}:${chain.calls.length}`)
            }),
        }),
      ],
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.connections.disconnect()
    // The hook ran while the adapter had seen only the connect.
    expect(order).toEqual(['hook:injected-address-1:1'])
    expect(chain.calls.map((c) => c.method)).toEqual(['connect', 'disconnect'])
    kernel.destroy()
  })

  it("a failing hook is 'Failed to disconnect'; the wallet is still disconnected", async () => {
    const chain = fakeChain()
    const kernel = startKernel({
      chains: [chain.plugin],
      plugins: [
        definePlugin({
          name: 'sessions',
          setup: (k) =>
            k.connections.addDisconnectHook(() => Promise.reject(new Error('server down'))),
        }),
      ],
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await expect(kernel.connections.disconnect()).rejects.toBeInstanceOf(DisconnectError)
    // The visitor asked to leave: the connection ends whatever the session store did.
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(chain.calls.map((c) => c.method)).toEqual(['connect', 'disconnect'])
    kernel.destroy()
  })

  it('resets the namespace’s network state: approved list, and an unconfigured network', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin], allowUnsupportedChain: true })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    kernel.networks.setApproved({ namespace: 'eip155', ids: ['eip155:1'] })
    chain.changeNetwork('injected', 'eip155:999')
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:999')
    const events = record(kernel, 'networkChanged')
    await kernel.connections.disconnect()
    expect(kernel.store.getState().networks.eip155).toEqual({
      active: 'eip155:1',
      approved: [],
      supportsAllNetworks: true,
    })
    expect(events.map((e) => e.event.network.caipNetworkId)).toEqual(['eip155:1'])
    expect(kernel.storage.get(storageKeys.activeCaipNetworkIds)).toEqual({ eip155: 'eip155:1' })
    kernel.destroy()
  })

  it('a configured network the visitor chose stays active', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.networks.switch('eip155:10')
    await kernel.connections.disconnect()
    expect(kernel.networks.getActiveId('eip155')).toBe('eip155:10')
    kernel.destroy()
  })
})

describe('network switching (SPEC §2)', () => {
  it('switching away from a network not in the chain’s list goes back one view, from any view', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin], allowUnsupportedChain: true })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    chain.changeNetwork('injected', 'eip155:999')
    await kernel.modal.open()
    kernel.router.push({ view: 'Send' })
    await kernel.networks.switch('eip155:10')
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Account'])
    // From a supported network nothing moves.
    kernel.router.push({ view: 'Send' })
    await kernel.networks.switch('eip155:1')
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Account', 'Send'])
    kernel.destroy()
  })
})

describe('restoring (SPEC §4 reconnecting, modal loading)', () => {
  const storage = () =>
    memoryStorage({
      '@gangway/connection-status': '"connected"',
      '@gangway/connected-connectors': '{"eip155":"injected"}',
      '@gangway/connected-namespaces': '["eip155"]',
    })

  it('opening while a stored session is restored shows loading, then Account', async () => {
    const chain = fakeChain()
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const kernel = startKernel({
      storage: storage(),
      chains: [
        {
          ...chain.plugin,
          chain: {
            ...chain.plugin.chain!,
            load: async (k) => {
              const adapter = await chain.plugin.chain!.load(k)
              await gate
              return adapter
            },
          },
        },
      ],
    })
    await until(() => kernel.connections.getStatus('eip155') === 'reconnecting')
    await kernel.modal.open()
    expect(kernel.store.getState().modal.loading).toBe(true)
    release()
    await kernel.ready
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    expect(kernel.store.getState().modal.loading).toBe(false)
    expect(kernel.router.view).toBe('Account')
    kernel.destroy()
  })
})

describe('closing rejects pending requests (SPEC §2)', () => {
  it('closing with an empty transaction stack rejects every tracked request with 4001', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const rejected: unknown[] = []
    trackPendingRequest(kernel, (error) => rejected.push(error))
    const release = trackPendingRequest(kernel, (error) => rejected.push(error))
    release()
    await kernel.modal.open()
    expect(kernel.modal.close()).toBe(true)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]).toBeInstanceOf(RequestRejectedError)
    expect(rejected[0]).toMatchObject({ rpcCode: 4001, shortMessage: 'User rejected the request.' })
    kernel.destroy()
  })
})

describe('ApproveTransaction (requestApproval)', () => {
  const request = {
    method: 'eth_sendTransaction',
    origin: 'https://shop.example',
    content: { kind: 'call' as const, to: '0x1111111111111111111111111111111111111111' },
    value: { amount: '0.5', symbol: 'ETH' },
    fee: { amount: '0.00042', symbol: 'ETH' },
  }
  const shown = (kernel: ReturnType<typeof startKernel>) =>
    kernel.router.stack.at(-1)?.data as ApproveTransactionData

  it('opens the modal on ApproveTransaction; Approve resolves and closes it', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const approval = requestApproval(kernel, request)
    await Promise.resolve()
    expect(kernel.router.view).toBe('ApproveTransaction')
    expect(shown(kernel).request).toEqual(request)
    expect(kernel.modal.close()).toBe(false) // SPEC §2: blocked while shown
    shown(kernel).approve()
    await expect(approval).resolves.toBeUndefined()
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    kernel.destroy()
  })

  it('over an open view, Reject rejects with 4001 and returns to that view', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open()
    const approval = requestApproval(kernel, request)
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Connect', 'ApproveTransaction'])
    shown(kernel).reject()
    await expect(approval).rejects.toBeInstanceOf(RequestRejectedError)
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Connect'])
    expect(kernel.modal.isOpen).toBe(true)
    kernel.destroy()
  })

  it('a forced close rejects it', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const approval = requestApproval(kernel, request)
    await Promise.resolve()
    kernel.modal.close({ force: true })
    await expect(approval).rejects.toBeInstanceOf(RequestRejectedError)
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    kernel.destroy()
  })
})

it('fakeNetwork is configured in the tests above', () => {
  expect(fakeNetwork('eip155', 10).caipNetworkId).toBe('eip155:10')
})
