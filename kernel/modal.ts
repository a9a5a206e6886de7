import type { CloseGuard, InitialViewRule, Modal } from './types/modal.js'
import type { Kernel } from './types.js'

export type { CloseGuard, InitialViewRule, Modal, OpenOptions } from './types/modal.js'

/** SPEC §9: the modal shakes for 500 ms. */
export const shakeDuration = 500

/** Loads and mounts the UI; injected by the composition root so the kernel never imports it. */
export type UiLoader = (kernel: Kernel) => Promise<void>

export function createModal(
  kernel: Kernel,
  parameters: {
    loadUi?: UiLoader | undefined
    /** Plugins started late: an `open({ uri })` waits for them to add their rules. */
    latePlugins?: Promise<unknown> | undefined
  } = {},
): Modal {
  const { loadUi, latePlugins } = parameters
  const guards = new Set<CloseGuard>()
  const rules = new Set<InitialViewRule>()
  let shakeTimer: unknown
  let uiReady: Promise<void> | undefined
  const set = (patch: Partial<{ open: boolean; loading: boolean; shake: boolean }>) =>
    kernel.store.setState((state) => {
      Object.assign(state.modal, patch)
    })

  const modal: Modal = {
    get isOpen() {
      return kernel.store.getState().modal.open
    },
    async open(options = {}) {
      // The plugin that pairs with the URI picks the view: it may still be on its way.
      if (options.uri) await latePlugins
      const view = modal.initialView(options)
      const data = options.uri ? { ...(options.data as object), uri: options.uri } : options.data
      kernel.router.reset({ view, data })
      if (options.namespace)
        kernel.store.setState((state) => {
          state.activeNamespace = options.namespace
        })
      if (!modal.isOpen) {
        set({ open: true })
        kernel.bus.emit('open', { view })
        kernel.analytics.track('MODAL_OPEN', { connected: Boolean(kernel.connections.get()) })
      }
      if (loadUi) {
        uiReady ??= loadUi(kernel).catch((error) => {
          uiReady = undefined
          throw error
        })
        await uiReady
      }
    },
    close(options = {}) {
      if (!modal.isOpen && !kernel.options.embedded) return true
      const view = kernel.router.view
      if (!options.force) {
        if (view === 'ApproveTransaction' || [...guards].some((guard) => !guard(view))) {
          modal.shake()
          return false
        }
      }
      if (kernel.store.getState().router.transactionStack.length === 0)
        kernel.bus.emit('rejectPendingRequests', {})
      if (kernel.options.embedded) {
        kernel.router.reset({ view: kernel.connections.get() ? 'Account' : 'Connect' })
        return true
      }
      set({ open: false, loading: false })
      kernel.bus.emit('close', {})
      kernel.analytics.track('MODAL_CLOSE', { connected: Boolean(kernel.connections.get()) })
      return true
    },
    shake() {
      set({ shake: true })
      kernel.env.clearTimeout(shakeTimer)
      shakeTimer = kernel.env.setTimeout(() => set({ shake: false }), shakeDuration)
    },
    setLoading(loading) {
      set({ loading })
    },
    addCloseGuard(guard) {
      guards.add(guard)
      return () => guards.delete(guard)
    },
    addInitialViewRule(rule) {
      rules.add(rule)
      return () => rules.delete(rule)
    },
    initialView(options = {}) {
      if (options.view) return options.view
      const address = kernel.connections.get(options.namespace)?.address
      for (const rule of rules) {
        const view = rule({ options, address })
        if (view) return view
      }
      return address ? 'Account' : 'Connect'
    },
  }
  return modal
}
