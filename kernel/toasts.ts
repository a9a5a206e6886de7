import type { Toasts, ToastText } from './types/toasts.js'
import type { Kernel, ToastVariant } from './types.js'

export type { ShowToastParameters, Toasts, ToastText } from './types/toasts.js'

/** SPEC §2/§9: a new toast waits 150 ms after hiding the previous one. */
export const toastSwapDelay = 150

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
    show({ variant, message }) {
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
