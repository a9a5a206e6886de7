import { describe, expect, it, vi } from 'vitest'
import { startKernel } from './support.js'

describe('store', () => {
  it('subscribe(selector, listener) fires only when the selected value changes', () => {
    const kernel = startKernel()
    const calls: [boolean, boolean][] = []
    kernel.store.subscribe(
      (state) => state.modal.open,
      (next, previous) => calls.push([next, previous]),
    )
    kernel.store.setState((state) => {
      state.modal.loading = true
    })
    kernel.store.setState((state) => {
      state.theme.mode = 'dark'
    })
    expect(calls).toEqual([])
    kernel.store.setState((state) => {
      state.modal.open = true
    })
    kernel.store.setState((state) => {
      state.modal.open = true
    })
    kernel.store.setState((state) => {
      state.modal.open = false
    })
    expect(calls).toEqual([
      [true, false],
      [false, true],
    ])
    kernel.destroy()
  })

  it('a recipe that changes nothing notifies no one', () => {
    const kernel = startKernel()
    const all = vi.fn()
    kernel.store.subscribeAll(all)
    const before = kernel.store.getState()
    kernel.store.setState(() => {})
    expect(kernel.store.getState()).toBe(before)
    expect(all).not.toHaveBeenCalled()
    kernel.destroy()
  })

  it('state is immutable: every change is a new object, untouched branches are shared', () => {
    const kernel = startKernel()
    const before = kernel.store.getState()
    kernel.store.setState((state) => {
      state.modal.open = true
    })
    const after = kernel.store.getState()
    expect(after).not.toBe(before)
    expect(before.modal.open).toBe(false)
    expect(after.theme).toBe(before.theme)
    expect(Object.isFrozen(after.modal)).toBe(true)
    kernel.destroy()
  })

  it('honours a custom equals and fireImmediately, and unsubscribes', () => {
    const kernel = startKernel()
    const seen: string[][] = []
    const stop = kernel.store.subscribe(
      (state) => [...state.recentWallets],
      (next) => seen.push(next),
      { equals: (a, b) => a.join() === b.join(), fireImmediately: true },
    )
    kernel.store.setState((state) => {
      state.toast.id = 9 // a new array from the selector, equal content
    })
    kernel.connections.addRecentWallet('a')
    stop()
    kernel.connections.addRecentWallet('b')
    expect(seen).toEqual([[], ['a']])
    kernel.destroy()
  })
})

describe('bus', () => {
  it('delivers typed events to every listener', () => {
    const kernel = startKernel()
    const seen: string[] = []
    kernel.bus.on('viewChanged', ({ view }) => seen.push(`1:${view}`))
    kernel.bus.on('viewChanged', ({ view }) => seen.push(`2:${view}`))
    kernel.router.reset({ view: 'Connect' })
    expect(seen).toEqual(['1:Connect', '2:Connect'])
    kernel.destroy()
  })

  it('a throwing listener does not break the others, and is logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const kernel = startKernel({ logLevel: 'error' })
    const after = vi.fn()
    const failure = new Error('listener bug')
    kernel.bus.on('toast', () => {
      throw failure
    })
    kernel.bus.on('toast', after)
    expect(() => kernel.toasts.show({ variant: 'success', message: 'Saved' })).not.toThrow()
    expect(after).toHaveBeenCalledWith({ variant: 'success', message: 'Saved' })
    expect(error).toHaveBeenCalledWith('[gangway] a "toast" listener threw', failure)
    error.mockRestore()
    kernel.destroy()
  })

  it('off removes only that listener; the removal returned by on works too', () => {
    const kernel = startKernel()
    const a = vi.fn()
    const b = vi.fn()
    kernel.bus.on('close', a)
    const stopB = kernel.bus.on('close', b)
    kernel.bus.off('close', a)
    kernel.bus.emit('close', {})
    stopB()
    kernel.bus.emit('close', {})
    expect(a).not.toHaveBeenCalled()
    expect(b).toHaveBeenCalledTimes(1)
    kernel.destroy()
  })

  it('the removal returned by on works even when on was called detached', () => {
    const kernel = startKernel()
    const { on } = kernel.bus
    const listener = vi.fn()
    const stop = on('close', listener)
    expect(() => stop()).not.toThrow()
    kernel.bus.emit('close', {})
    expect(listener).not.toHaveBeenCalled()
    kernel.destroy()
  })

  it('the same listener added twice is called once and removed by one off', () => {
    const kernel = startKernel()
    const listener = vi.fn()
    kernel.bus.on('close', listener)
    kernel.bus.on('close', listener)
    kernel.bus.emit('close', {})
    kernel.bus.off('close', listener)
    kernel.bus.emit('close', {})
    expect(listener).toHaveBeenCalledTimes(1)
    kernel.destroy()
  })
})
