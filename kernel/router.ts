import type { ViewEntry } from './store.js'
import type { Router } from './types/router.js'
import type { Kernel } from './types.js'

export type { Router } from './types/router.js'

export function createRouter(kernel: Kernel): Router {
  const { store } = kernel
  function setStack(stack: readonly ViewEntry[]) {
    store.setState((state) => {
      state.router.stack = stack as ViewEntry[]
    })
    const top = stack.at(-1)
    if (top) kernel.bus.emit('viewChanged', { view: top.view, data: top.data })
  }
  const entry = ({ view, data }: ViewEntry): ViewEntry =>
    data === undefined ? { view } : { view, data }
  const router: Router = {
    get view() {
      return store.getState().router.stack.at(-1)?.view
    },
    get stack() {
      return store.getState().router.stack
    },
    push(pushed) {
      if (router.view === pushed.view && pushed.data === undefined) return
      setStack([...router.stack, entry(pushed)])
    },
    replace(replacement) {
      setStack([...router.stack.slice(0, -1), entry(replacement)])
    },
    reset(first) {
      setStack([entry(first)])
    },
    goBack() {
      const stack = router.stack
      if (stack.length <= 1 || stack.some((e) => e.view === 'UnsupportedChain')) {
        kernel.modal.close()
        return
      }
      setStack(stack.slice(0, -1))
    },
    pop() {
      if (router.stack.length > 1) setStack(router.stack.slice(0, -1))
    },
    pushTransactionStack(action) {
      store.setState((state) => {
        state.router.transactionStack = [...state.router.transactionStack, action]
      })
      if (!action.view) return
      const shown = { view: action.view, data: action.data }
      if (action.replace) router.replace(shown)
      else router.push(shown)
    },
    popTransactionStack(status) {
      const stack = store.getState().router.transactionStack
      const action = stack.at(-1)
      if (!action) return
      store.setState((state) => {
        state.router.transactionStack = stack.slice(0, -1)
      })
      if (status === 'success') action.onSuccess?.()
      else if (status === 'error') action.onError?.()
      else action.onCancel?.()
      if (!action.view && !action.goBack) return
      // The action's view came off the stack: return where the visitor was, or close.
      if (router.stack.length > 1) setStack(router.stack.slice(0, -1))
      else kernel.modal.close({ force: true })
    },
  }
  return router
}
