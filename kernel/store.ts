import { produce } from 'immer'
import type { Store } from './types/store.js'

export type { TransactionAction, ViewEntry } from './types/router.js'
export type {
  GangwayStore,
  NamespaceConnectionState,
  NamespaceNetworkState,
  State,
  Store,
  ToastState,
} from './types/store.js'

type Listener = () => void

/** Creates a store holding `initial`. */
export function createStore<state>(initial: state): Store<state> {
  let current = initial
  const listeners = new Set<Listener>()
  return {
    getState: () => current,
    getInitialState: () => initial,
    setState(recipe) {
      const next = produce(current, recipe)
      if (next === current) return
      current = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(selector, listener, options = {}) {
      const equals = options.equals ?? Object.is
      let selected = selector(current)
      if (options.fireImmediately) listener(selected, selected)
      const wrapped = () => {
        const next = selector(current)
        if (equals(selected, next)) return
        const previous = selected
        selected = next
        listener(next, previous)
      }
      listeners.add(wrapped)
      return () => listeners.delete(wrapped)
    },
    subscribeAll(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
