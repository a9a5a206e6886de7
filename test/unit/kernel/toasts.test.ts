import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastSwapDelay } from '../../../kernel/internal.js'
import { record, startKernel } from './support.js'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('toasts (SPEC §2, §9)', () => {
  it('shows loading, success and error messages', () => {
    const kernel = startKernel()
    const events = record(kernel, 'toast')
    kernel.toasts.show({ variant: 'loading', message: 'Authenticating...' })
    expect(kernel.store.getState().toast).toEqual({
      open: true,
      variant: 'loading',
      message: 'Authenticating...',
      id: 1,
    })
    kernel.toasts.hide()
    kernel.toasts.show({ variant: 'error', message: 'Signature declined' })
    kernel.toasts.hide()
    kernel.toasts.show({ variant: 'success', message: 'Copied' })
    expect(events.map((e) => e.event)).toEqual([
      { variant: 'loading', message: 'Authenticating...' },
      { variant: 'error', message: 'Signature declined' },
      { variant: 'success', message: 'Copied' },
    ])
    expect(kernel.store.getState().toast.id).toBe(3)
    kernel.destroy()
  })

  it('a new message while one is shown hides the old one, then shows the new one after exactly 150 ms', () => {
    const kernel = startKernel()
    expect(toastSwapDelay).toBe(150)
    kernel.toasts.show({ variant: 'loading', message: 'Authenticating...' })
    const events = record(kernel, 'toast')
    kernel.toasts.show({ variant: 'error', message: 'Signature declined' })
    expect(kernel.store.getState().toast).toEqual({
      open: false,
      variant: 'loading',
      message: 'Authenticating...',
      id: 1,
    })
    vi.advanceTimersByTime(149)
    expect(kernel.store.getState().toast.open).toBe(false)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(kernel.store.getState().toast).toEqual({
      open: true,
      variant: 'error',
      message: 'Signature declined',
      id: 2,
    })
    expect(events.map((e) => e.event)).toEqual([
      { variant: 'error', message: 'Signature declined' },
    ])
    kernel.destroy()
  })

  it('a message arriving during the swap also waits 150 ms; only the newest is shown', () => {
    const kernel = startKernel()
    kernel.toasts.show({ variant: 'loading', message: 'One' })
    const events = record(kernel, 'toast')
    kernel.toasts.show({ variant: 'success', message: 'Two' })
    vi.advanceTimersByTime(100)
    kernel.toasts.show({ variant: 'error', message: 'Three' })
    expect(kernel.store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(kernel.store.getState().toast.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(kernel.store.getState().toast).toMatchObject({ open: true, message: 'Three' })
    expect(events.map((e) => e.event.message)).toEqual(['Three'])
    kernel.destroy()
  })

  it('hiding during the 150 ms cancels the waiting message', () => {
    const kernel = startKernel()
    kernel.toasts.show({ variant: 'success', message: 'One' })
    kernel.toasts.show({ variant: 'success', message: 'Two' })
    kernel.toasts.hide()
    vi.advanceTimersByTime(1_000)
    expect(kernel.store.getState().toast.open).toBe(false)
    expect(kernel.store.getState().toast.message).toBe('One')
    kernel.destroy()
  })

  it('with nothing shown, a message appears at once', () => {
    const kernel = startKernel()
    kernel.toasts.show({ variant: 'success', message: 'Hello' })
    expect(kernel.store.getState().toast.open).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    kernel.destroy()
  })
})
