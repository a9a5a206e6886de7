import type { Kernel, ToastVariant } from './types.js'

/** SPEC §2/§9: a new toast waits 150 ms after hiding the previous one. */
export const toastSwapDelay = 150

/**
 * A toast's text: SPEC's English (what the bus and the log carry) and, for the modal, the key
 * of its translation in the visitor's language (a key the modal's or a plugin's English
 * catalogue holds).
 */
export type ToastText = { text: string; key: string }

export type Toasts = {
  show(variant: ToastVariant, message: string | ToastText): void
  hide(): void
}

export function createToasts(kernel: Kernel): Toasts {
  let timer: unknown
  let nextId = 1
  const put = (variant: ToastVariant, shown: string | ToastText) => {
    const message = typeof shown === 'string' ? shown : shown.text
    const key = typeof shown === 'string' ? undefined : shown.key
    kernel.store.setState((state) => {
      state.toast = { open: true, variant, message, key, id: nextId++ }
    })
    kernel.bus.emit('toast', { variant, message })
  }
  return {
    show(variant, message) {
      kernel.env.clearTimeout(timer)
      // While a swap is under way the old toast is still hiding: wait as well.
      if (!kernel.store.getState().toast.open && timer === undefined) return put(variant, message)
      kernel.store.setState((state) => {
        state.toast.open = false
      })
      timer = kernel.env.setTimeout(() => {
        timer = undefined
        put(variant, message)
      }, toastSwapDelay)
    },
    hide() {
      kernel.env.clearTimeout(timer)
      timer = undefined
      kernel.store.setState((state) => {
        state.toast.open = false
      })
    },
  }
}
