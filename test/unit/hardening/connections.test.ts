// Hostile wallets and late answers against the kernel's connection machine (issue 14).
import { describe, expect, it } from 'vitest'
import {
  ConnectAttemptSupersededError,
  definePlugin,
  type Environment,
  InvalidWalletDataError,
  restoreTimeout,
  sessionRestoreTimeout,
} from '../../../kernel/internal.js'
import { fakeChain, memoryStorage } from '../../support/fakeChain.js'
import { record, startKernel, until } from '../kernel/support.js'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

function twoWallets() {
  return fakeChain({ connectors: [{ id: 'io.wallet-a' }, { id: 'io.wallet-b' }] })
}

describe('a connect attempt that is no longer current (the late answer)', () => {
  it('A answering after the visitor connected B does not replace B, and A is told', async () => {
    const chain = twoWallets()
    const popupA = deferred()
    chain.wallets.get('io.wallet-a')!.answerAfter = popupA.promise
    const kernel = startKernel({ chains: [chain.plugin] })
    const connects = record(kernel, 'connect')
    const attemptA = kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-a' })
    attemptA.catch(() => undefined)
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-b' })
    popupA.resolve()
    await expect(attemptA).rejects.toBeInstanceOf(ConnectAttemptSupersededError)
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.wallet-b')
    expect(kernel.connections.all('eip155').map((c) => c.connector.id)).toEqual(['io.wallet-b'])
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    expect(connects.map((c) => c.event.connector.id)).toEqual(['io.wallet-b'])
    await until(() => chain.calls.some((c) => c.method === 'disconnect'))
    expect(chain.calls.filter((c) => c.method === 'disconnect')).toEqual([
      { method: 'disconnect', connectorId: 'io.wallet-a' },
    ])
    kernel.destroy()
  })

  it('a late failure of the abandoned attempt leaves the newer attempt connecting', async () => {
    const chain = twoWallets()
    const popupA = deferred()
    const popupB = deferred()
    chain.wallets.get('io.wallet-a')!.answerAfter = popupA.promise
    chain.wallets.get('io.wallet-a')!.connectError = new Error('rejected')
    chain.wallets.get('io.wallet-b')!.answerAfter = popupB.promise
    const kernel = startKernel({ chains: [chain.plugin] })
    const attemptA = kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-a' })
    attemptA.catch(() => undefined)
    const attemptB = kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-b' })
    popupA.resolve()
    await expect(attemptA).rejects.toThrow('rejected')
    expect(kernel.connections.getStatus('eip155')).toBe('connecting')
    popupB.resolve()
    await attemptB
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.wallet-b')
    kernel.destroy()
  })

  it('a silent restore answering after the visitor connected another wallet is ignored', async () => {
    const chain = twoWallets()
    const restoreAnswer = deferred()
    chain.wallets.get('io.wallet-a')!.answerAfter = restoreAnswer.promise
    const kernel = startKernel({
      chains: [chain.plugin],
      storage: memoryStorage({
        '@gangway/connection-status': '"connected"',
        '@gangway/connected-connectors': '{"eip155":"io.wallet-a"}',
        '@gangway/connected-namespaces': '["eip155"]',
      }),
    })
    await until(() => chain.calls.some((c) => c.method === 'reconnect'))
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-b' })
    restoreAnswer.resolve()
    await kernel.ready
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.wallet-b')
    expect(kernel.connections.all('eip155')).toHaveLength(1)
    expect(kernel.connections.getStatus('eip155')).toBe('connected')
    kernel.destroy()
  })

  it('a disconnect makes a pending attempt stale', async () => {
    const chain = twoWallets()
    const popupB = deferred()
    chain.wallets.get('io.wallet-b')!.answerAfter = popupB.promise
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-a' })
    const attemptB = kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-b' })
    attemptB.catch(() => undefined)
    await kernel.connections.disconnect({ namespace: 'eip155', connectorId: 'io.wallet-a' })
    popupB.resolve()
    await expect(attemptB).rejects.toBeInstanceOf(ConnectAttemptSupersededError)
    expect(kernel.connections.get('eip155')).toBeUndefined()
    kernel.destroy()
  })
})

describe('restore timeout', () => {
  /** Timers the test fires by hand, so no real time passes. */
  function manualTimers() {
    const pending = new Map<number, { callback: () => void; ms: number }>()
    let next = 0
    const env: Partial<Environment> = {
      setTimeout: (callback, ms) => {
        next += 1
        pending.set(next, { callback, ms })
        return next
      },
      clearTimeout: (handle) => {
        pending.delete(handle as number)
      },
    }
    return {
      env,
      fire(ms: number) {
        for (const [id, timer] of [...pending])
          if (timer.ms === ms) {
            pending.delete(id)
            timer.callback()
          }
      },
      has: (ms: number) => [...pending.values()].some((timer) => timer.ms === ms),
    }
  }

  const storedWallet = (connectorId: string) =>
    memoryStorage({
      '@gangway/connection-status': '"connected"',
      '@gangway/connected-connectors': `{"eip155":"${connectorId}"}`,
      '@gangway/connected-namespaces': '["eip155"]',
    })

  it(`a stored wallet that never answers stops "reconnecting" after ${restoreTimeout} ms; answering after the visitor connected another, it is released`, async () => {
    const chain = twoWallets()
    const never = deferred()
    chain.wallets.get('io.wallet-a')!.answerAfter = never.promise
    const timers = manualTimers()
    const kernel = startKernel(
      {
        chains: [chain.plugin],
        storage: memoryStorage({
          '@gangway/connection-status': '"connected"',
          '@gangway/connected-connectors': '{"eip155":"io.wallet-a"}',
          '@gangway/connected-namespaces': '["eip155"]',
        }),
      },
      { env: timers.env },
    )
    await until(() => timers.has(restoreTimeout))
    expect(kernel.connections.getStatus('eip155')).toBe('reconnecting')
    timers.fire(restoreTimeout)
    await kernel.ready
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    // The visitor can connect normally now.
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'io.wallet-b' })
    never.resolve()
    await until(() => chain.calls.some((c) => c.method === 'disconnect'))
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.wallet-b')
    kernel.destroy()
  })

  it('a stored wallet answering after the time limit, before the visitor did anything else, is connected then and its session kept', async () => {
    const chain = twoWallets()
    const slow = deferred()
    chain.wallets.get('io.wallet-a')!.answerAfter = slow.promise
    const timers = manualTimers()
    const kernel = startKernel(
      { chains: [chain.plugin], storage: storedWallet('io.wallet-a') },
      { env: timers.env },
    )
    const connects = record(kernel, 'connect')
    await until(() => timers.has(restoreTimeout))
    timers.fire(restoreTimeout)
    await kernel.ready
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    slow.resolve()
    await until(() => kernel.connections.getStatus('eip155') === 'connected')
    expect(kernel.connections.get('eip155')?.connector.id).toBe('io.wallet-a')
    expect(connects.map((c) => c.event.connector.id)).toEqual(['io.wallet-a'])
    // Stored again, for the next visit; and the wallet was never told to end the session.
    expect(kernel.backend.map.get('@gangway/connected-connectors')).toBe('{"eip155":"io.wallet-a"}')
    expect(chain.calls.filter((c) => c.method === 'disconnect')).toEqual([])
    kernel.destroy()
  })

  it(`a session a plugin holds (WalletConnect, an embedded wallet) is waited for ${sessionRestoreTimeout} ms, not ${restoreTimeout}`, async () => {
    const chain = fakeChain({ connectors: [{ id: 'walletConnect' }] })
    const slow = deferred()
    chain.wallets.get('walletConnect')!.answerAfter = slow.promise
    const relay = definePlugin({
      name: 'relay-session',
      setup(kernel) {
        kernel.connectors.attach({
          connector: {
            id: 'walletConnect',
            name: 'WalletConnect',
            type: 'WALLET_CONNECT',
            namespace: 'eip155',
          },
          session: { getProvider: async () => ({}) },
        })
      },
    })
    const timers = manualTimers()
    const kernel = startKernel(
      { chains: [chain.plugin], plugins: [relay], storage: storedWallet('walletConnect') },
      { env: timers.env },
    )
    await until(() => timers.has(sessionRestoreTimeout))
    expect(timers.has(restoreTimeout)).toBe(false)
    slow.resolve()
    await kernel.ready
    expect(kernel.connections.get('eip155')?.connector.id).toBe('walletConnect')
    kernel.destroy()
  })
})

describe('wallet data is validated before it is stored', () => {
  const hostile: [string, unknown][] = [
    ['a network of another namespace', { caipNetworkId: 'solana:1' }],
    ['a NaN network', { caipNetworkId: 'eip155:NaN:x' }],
    ['no accounts', { accounts: [] }],
    ['a four-part CAIP address', { address: 'evil:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }],
    ['HTML as an address', { address: '<img src=x onerror=alert(1)>' }],
    ['an RTL override in an address', { address: '\u202Eabc' }],
    ['an account of another namespace', { accountNamespace: 'solana' }],
  ]
  for (const [what, change] of hostile)
    it(`refuses ${what} with InvalidWalletDataError, stores nothing and emits no connect`, async () => {
      const chain = fakeChain()
      const c = change as {
        caipNetworkId?: string
        accounts?: unknown[]
        address?: string
        accountNamespace?: string
      }
      chain.wallets.get('injected')!.report = {
        caipNetworkId: c.caipNetworkId ?? 'eip155:1',
        accounts: c.accounts ?? [
          {
            namespace: c.accountNamespace ?? 'eip155',
            address: c.address ?? 'injected-address-1',
            type: 'eoa',
          },
        ],
      }
      const kernel = startKernel({ chains: [chain.plugin] })
      const events = record(kernel, 'connect')
      await expect(
        kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' }),
      ).rejects.toBeInstanceOf(InvalidWalletDataError)
      expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
      expect(kernel.connections.get('eip155')).toBeUndefined()
      expect(kernel.backend.map.get('@gangway/connection-status')).not.toBe('"connected"')
      expect(events).toEqual([])
      kernel.destroy()
    })

  it('an invalid account change from the wallet is dropped without throwing back at it', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const events = record(kernel, 'accountsChanged')
    expect(() =>
      kernel.connections.update({
        namespace: 'eip155',
        connectorId: 'injected',
        changes: {
          accounts: [{ namespace: 'eip155', address: 'bad:address', type: 'eoa' }],
        },
      }),
    ).not.toThrow()
    expect(events).toEqual([])
    expect(kernel.connections.get('eip155')?.address).toBe('injected-address-1')
    kernel.destroy()
  })
})

describe('disconnect always completes locally', () => {
  it('a wallet whose disconnect throws synchronously is still disconnected', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    const adapter = await kernel.chains.load('eip155')
    adapter.disconnect = () => {
      throw new Error('sync throw')
    }
    await kernel.connections.disconnect().catch(() => undefined)
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    expect(kernel.connections.get('eip155')).toBeUndefined()
    kernel.destroy()
  })
})

describe('chainChanged robustness', () => {
  it('a wallet moving to an unconfigured chain and straight back leaves the open modal where it was', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.modal.open()
    kernel.router.push({ view: 'Networks' })
    chain.changeNetwork('injected', 'eip155:999')
    expect(kernel.router.view).toBe('UnsupportedChain')
    chain.changeNetwork('injected', 'eip155:1')
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.router.stack.map((e) => e.view)).toEqual(['Account', 'Networks'])
    kernel.destroy()
  })

  it('with the modal closed, UnsupportedChain opens it and the way back closes it again', async () => {
    const chain = fakeChain()
    const kernel = startKernel({ chains: [chain.plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    chain.changeNetwork('injected', 'eip155:999')
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.router.view).toBe('UnsupportedChain')
    chain.changeNetwork('injected', 'eip155:1')
    expect(kernel.modal.isOpen).toBe(false)
    kernel.destroy()
  })
})
