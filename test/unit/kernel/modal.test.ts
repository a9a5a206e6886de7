import { afterEach, describe, expect, it, vi } from 'vitest'
import { shakeDuration } from '../../../kernel/internal.js'
import { fakeChain } from '../../support/fakeChain.js'
import { record, startKernel } from './support.js'

const views = (kernel: ReturnType<typeof startKernel>) => kernel.router.stack.map((e) => e.view)

afterEach(() => {
  vi.useRealTimers()
})

describe('opening the modal (SPEC §2)', () => {
  it('opens on Connect with no chain plugin and no rule (the kernel names no connect view)', async () => {
    const kernel = startKernel({}, { env: { isMobile: () => true } })
    await kernel.modal.open()
    expect(views(kernel)).toEqual(['Connect'])
    kernel.destroy()
  })

  it('a requested view is shown if one is given, with its data', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Swap', data: { from: 'ETH' } })
    expect(kernel.router.stack).toEqual([{ view: 'Swap', data: { from: 'ETH' } }])
    kernel.destroy()
  })

  it('a requested view wins over Account when connected', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.modal.open({ view: 'Swap' })
    expect(views(kernel)).toEqual(['Swap'])
    kernel.destroy()
  })

  it('a connected address leads to Account', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await kernel.modal.open()
    expect(views(kernel)).toEqual(['Account'])
    kernel.destroy()
  })

  it('otherwise Connect is shown', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] }, { env: { isMobile: () => true } })
    expect(kernel.modal.initialView()).toBe('Connect')
    await kernel.modal.open()
    expect(views(kernel)).toEqual(['Connect'])
    kernel.destroy()
  })

  it('looks at the namespace it is asked about', async () => {
    const kernel = startKernel({
      chains: [fakeChain().plugin, fakeChain({ namespace: 'solana' }).plugin],
    })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.modal.initialView({ namespace: 'solana' })).toBe('Connect')
    expect(kernel.modal.initialView({ namespace: 'eip155' })).toBe('Account')
    await kernel.modal.open({ namespace: 'solana' })
    expect(views(kernel)).toEqual(['Connect'])
    expect(kernel.store.getState().activeNamespace).toBe('solana')
    kernel.destroy()
  })

  it('opening can carry a connection URI in the view data', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ uri: 'wc:abc@2?relay-protocol=irn' })
    expect(kernel.router.stack).toEqual([
      { view: 'Connect', data: { uri: 'wc:abc@2?relay-protocol=irn' } },
    ])
    kernel.destroy()
  })

  it('plugins pick the view through initial-view rules, in the order added', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const seen: unknown[] = []
    const removeFirst = kernel.modal.addInitialViewRule(({ options, address }) => {
      seen.push({ options, address })
      return options.uri ? 'Pairing' : undefined
    })
    kernel.modal.addInitialViewRule(({ address }) => (address ? undefined : 'Welcome'))
    expect(kernel.modal.initialView({ uri: 'wc:1' })).toBe('Pairing')
    expect(kernel.modal.initialView()).toBe('Welcome')
    expect(seen).toEqual([
      { options: { uri: 'wc:1' }, address: undefined },
      { options: {}, address: undefined },
    ])
    // A requested view wins over every rule.
    expect(kernel.modal.initialView({ view: 'Swap', uri: 'wc:1' })).toBe('Swap')
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(kernel.modal.initialView()).toBe('Account')
    removeFirst()
    expect(kernel.modal.initialView({ uri: 'wc:1' })).toBe('Account')
    kernel.destroy()
  })

  it('open({ uri }) waits for plugins started late, whose rule picks the view (an open before they arrive)', async () => {
    let arrived!: () => void
    const latePlugins = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const kernel = startKernel({ chains: [fakeChain().plugin] }, { latePlugins })
    const opening = kernel.modal.open({ uri: 'wc:1' })
    expect(kernel.modal.isOpen).toBe(false)
    kernel.modal.addInitialViewRule(({ options }) => (options.uri ? 'Pairing' : undefined))
    arrived()
    await opening
    expect(kernel.router.stack).toEqual([{ view: 'Pairing', data: { uri: 'wc:1' } }])
    // Without a URI nothing waits: Connect shows the late connectors when they come.
    kernel.modal.close()
    const late = new Promise<void>(() => {})
    const other = startKernel({ chains: [fakeChain().plugin] }, { latePlugins: late })
    await other.modal.open()
    expect(views(other)).toEqual(['Connect'])
    other.destroy()
    kernel.destroy()
  })

  it('keeps the other view data beside the URI', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: 'x' }, uri: 'wc:1' })
    expect(kernel.router.stack).toEqual([
      { view: 'ConnectingWalletConnect', data: { wallet: 'x', uri: 'wc:1' } },
    ])
    kernel.destroy()
  })

  it('sets open, emits open with the view, and tracks MODAL_OPEN once', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'open', 'analytics')
    await kernel.modal.open()
    await kernel.modal.open({ view: 'Networks' })
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.store.getState().modal.open).toBe(true)
    expect(events).toEqual([
      { name: 'open', event: { view: 'Connect' } },
      { name: 'analytics', event: { event: 'MODAL_OPEN', properties: { connected: false } } },
    ])
    expect(views(kernel)).toEqual(['Networks'])
    kernel.destroy()
  })

  it('loads the UI once, on the first open', async () => {
    const loadUi = vi.fn(async () => {})
    const kernel = startKernel({ chains: [fakeChain().plugin] }, { loadUi })
    expect(loadUi).not.toHaveBeenCalled()
    await kernel.modal.open()
    kernel.modal.close()
    await kernel.modal.open()
    expect(loadUi).toHaveBeenCalledTimes(1)
    expect(loadUi).toHaveBeenCalledWith(kernel)
    kernel.destroy()
  })

  it('tries to load the UI again after a failed load', async () => {
    const loadUi = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue()
    const kernel = startKernel({ chains: [fakeChain().plugin] }, { loadUi })
    await expect(kernel.modal.open()).rejects.toThrow('offline')
    await kernel.modal.open()
    expect(loadUi).toHaveBeenCalledTimes(2)
    kernel.destroy()
  })
})

describe('closing and going back (SPEC §2)', () => {
  it('going back from the first view closes the modal', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'close')
    await kernel.modal.open()
    kernel.router.goBack()
    expect(kernel.modal.isOpen).toBe(false)
    expect(events).toEqual([{ name: 'close', event: {} }])
    kernel.destroy()
  })

  it('going back from a later view returns to the previous one', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open()
    kernel.router.push({ view: 'AllWallets' })
    kernel.router.push({ view: 'ConnectingExternal', data: { connector: 'injected' } })
    kernel.router.goBack()
    expect(views(kernel)).toEqual(['Connect', 'AllWallets'])
    expect(kernel.modal.isOpen).toBe(true)
    kernel.destroy()
  })

  it('going back while UnsupportedChain is in the history closes the modal', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'UnsupportedChain' })
    kernel.router.push({ view: 'Networks' })
    kernel.router.push({ view: 'SwitchNetwork' })
    kernel.router.goBack()
    expect(kernel.modal.isOpen).toBe(false)
    kernel.destroy()
  })

  it('closing is blocked while ApproveTransaction is shown, and the modal shakes for exactly 500 ms', async () => {
    vi.useFakeTimers()
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Account' })
    kernel.router.pushTransactionStack({ view: 'ApproveTransaction' })
    expect(kernel.modal.close()).toBe(false)
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.store.getState().modal.shake).toBe(true)
    expect(shakeDuration).toBe(500)
    vi.advanceTimersByTime(499)
    expect(kernel.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kernel.store.getState().modal.shake).toBe(false)
    kernel.destroy()
  })

  it('a second shake restarts the 500 ms', async () => {
    vi.useFakeTimers()
    const kernel = startKernel()
    kernel.modal.shake()
    vi.advanceTimersByTime(300)
    kernel.modal.shake()
    vi.advanceTimersByTime(499)
    expect(kernel.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kernel.store.getState().modal.shake).toBe(false)
    kernel.destroy()
  })

  it('a forced close closes ApproveTransaction', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open()
    kernel.router.pushTransactionStack({ view: 'ApproveTransaction' })
    expect(kernel.modal.close({ force: true })).toBe(true)
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.store.getState().modal.shake).toBe(false)
    kernel.destroy()
  })

  it('closing with an empty transaction stack rejects pending requests', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'rejectPendingRequests', 'close')
    await kernel.modal.open()
    kernel.modal.close()
    expect(events.map((e) => e.name)).toEqual(['rejectPendingRequests', 'close'])
    kernel.destroy()
  })

  it('closing with a non-empty transaction stack does not reject pending requests', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'rejectPendingRequests', 'close')
    await kernel.modal.open({ view: 'Account' })
    kernel.router.pushTransactionStack({ view: 'SIWXSignMessage' })
    expect(kernel.modal.close()).toBe(true)
    expect(events.map((e) => e.name)).toEqual(['close'])
    kernel.destroy()
  })

  it('closing a closed modal does nothing', () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const events = record(kernel, 'rejectPendingRequests', 'close')
    expect(kernel.modal.close()).toBe(true)
    expect(events).toEqual([])
    kernel.destroy()
  })

  it('tracks MODAL_CLOSE and clears loading', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open()
    kernel.modal.setLoading(true)
    expect(kernel.store.getState().modal.loading).toBe(true)
    const events = record(kernel, 'analytics')
    kernel.modal.close()
    expect(kernel.store.getState().modal).toEqual({ open: false, loading: false, shake: false })
    expect(events).toEqual([
      { name: 'analytics', event: { event: 'MODAL_CLOSE', properties: { connected: false } } },
    ])
    kernel.destroy()
  })

  it('in embedded mode, close goes to Connect when not connected', async () => {
    const kernel = startKernel({ embedded: true, chains: [fakeChain().plugin] })
    await kernel.modal.open()
    kernel.router.push({ view: 'AllWallets' })
    expect(kernel.modal.close()).toBe(true)
    expect(views(kernel)).toEqual(['Connect'])
    kernel.destroy()
  })

  it('in embedded mode, close goes to Account when connected', async () => {
    const kernel = startKernel({ embedded: true, chains: [fakeChain().plugin] })
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    kernel.router.reset({ view: 'Swap' })
    const events = record(kernel, 'close', 'rejectPendingRequests')
    expect(kernel.modal.close()).toBe(true)
    expect(views(kernel)).toEqual(['Account'])
    expect(events.map((e) => e.name)).toEqual(['rejectPendingRequests'])
    kernel.destroy()
  })

  it('a close guard keeps the modal open (SIWXSignMessage while sign-in is required)', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const sessionRequired = (view: string | undefined) => view !== 'SIWXSignMessage'
    const remove = kernel.modal.addCloseGuard(sessionRequired)
    await kernel.modal.open({ view: 'SIWXSignMessage' })
    expect(kernel.modal.close()).toBe(false)
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.store.getState().modal.shake).toBe(true)
    kernel.router.goBack()
    expect(kernel.modal.isOpen).toBe(true)
    expect(kernel.modal.close({ force: true })).toBe(true)

    await kernel.modal.open({ view: 'SIWXSignMessage' })
    remove()
    expect(kernel.modal.close()).toBe(true)
    expect(kernel.modal.isOpen).toBe(false)
    kernel.destroy()
  })

  it('a guard that allows closing on other views does not block them', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const guard = vi.fn((view: string | undefined) => view !== 'SIWXSignMessage')
    kernel.modal.addCloseGuard(guard)
    await kernel.modal.open({ view: 'Connect' })
    expect(kernel.modal.close()).toBe(true)
    expect(guard).toHaveBeenCalledWith('Connect')
    kernel.destroy()
  })
})

describe('router and the transaction stack', () => {
  it('push, replace and reset change the stack and emit viewChanged', async () => {
    const kernel = startKernel()
    const events = record(kernel, 'viewChanged')
    kernel.router.reset({ view: 'Connect' })
    kernel.router.push({ view: 'AllWallets' })
    kernel.router.push({ view: 'AllWallets' }) // same view, no data: ignored
    kernel.router.replace({ view: 'ConnectingExternal', data: { connector: 'x' } })
    expect(kernel.router.stack).toEqual([
      { view: 'Connect' },
      { view: 'ConnectingExternal', data: { connector: 'x' } },
    ])
    expect(kernel.router.view).toBe('ConnectingExternal')
    expect(events.map((e) => e.event)).toEqual([
      { view: 'Connect', data: undefined },
      { view: 'AllWallets', data: undefined },
      { view: 'ConnectingExternal', data: { connector: 'x' } },
    ])
    kernel.destroy()
  })

  it('pushing a transaction shows its view; success pops back where the visitor was', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Account' })
    const onSuccess = vi.fn()
    kernel.router.pushTransactionStack({ view: 'ApproveTransaction', onSuccess })
    expect(views(kernel)).toEqual(['Account', 'ApproveTransaction'])
    expect(kernel.store.getState().router.transactionStack).toHaveLength(1)
    kernel.router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(views(kernel)).toEqual(['Account'])
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    expect(kernel.modal.isOpen).toBe(true)
    kernel.destroy()
  })

  it('popping the only view closes the modal, even from ApproveTransaction', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'ApproveTransaction' })
    const onError = vi.fn()
    kernel.router.pushTransactionStack({ goBack: true, onError })
    kernel.router.popTransactionStack('error')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(kernel.modal.isOpen).toBe(false)
    kernel.destroy()
  })

  it('cancel calls onCancel; an action with neither view nor goBack stays', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Account' })
    const onCancel = vi.fn()
    const onSuccess = vi.fn()
    kernel.router.pushTransactionStack({ onCancel, onSuccess })
    expect(views(kernel)).toEqual(['Account'])
    kernel.router.popTransactionStack('cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onSuccess).not.toHaveBeenCalled()
    expect(views(kernel)).toEqual(['Account'])
    expect(kernel.modal.isOpen).toBe(true)
    kernel.router.popTransactionStack('success') // empty: nothing to do
    expect(onSuccess).not.toHaveBeenCalled()
    kernel.destroy()
  })

  it('a transaction with replace takes the current view’s place', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Account' })
    kernel.router.push({ view: 'Swap' })
    kernel.router.pushTransactionStack({ view: 'ApproveTransaction', replace: true })
    expect(views(kernel)).toEqual(['Account', 'ApproveTransaction'])
    kernel.destroy()
  })

  it('transactions nest: the newest pops first', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    await kernel.modal.open({ view: 'Account' })
    const order: string[] = []
    kernel.router.pushTransactionStack({
      view: 'SIWXSignMessage',
      onSuccess: () => order.push('siwx'),
    })
    kernel.router.pushTransactionStack({
      view: 'ApproveTransaction',
      onSuccess: () => order.push('tx'),
    })
    kernel.router.popTransactionStack('success')
    expect(views(kernel)).toEqual(['Account', 'SIWXSignMessage'])
    kernel.router.popTransactionStack('success')
    expect(order).toEqual(['tx', 'siwx'])
    expect(views(kernel)).toEqual(['Account'])
    kernel.destroy()
  })
})
