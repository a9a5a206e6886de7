import { type Draft, produce } from 'immer'
import type {
  CaipNetworkId,
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  Namespace,
  ToastVariant,
} from './types.js'

/** A view on the stack, with the data it was opened with. */
export type ViewEntry = { view: string; data?: unknown }

export type NamespaceConnectionState = {
  status: ConnectionStatus
  /** Id of the current connector. */
  current: string | undefined
  connections: readonly Connection[]
}

export type NamespaceNetworkState = {
  /** The active network, even when it is not among the configured ones. */
  active: CaipNetworkId | undefined
  /** Networks the wallet approved (e.g. a WalletConnect session's chains). */
  approved: readonly CaipNetworkId[]
  supportsAllNetworks: boolean
}

export type ToastState = {
  open: boolean
  variant: ToastVariant
  /** SPEC's English. */
  message: string
  /** Its translation's key, when the toast has one (`ToastText`). */
  key?: string | undefined
  id: number
}

/** The whole state; plugins keep theirs under `slices[name]`. */
export type State = {
  modal: { open: boolean; loading: boolean; shake: boolean }
  router: { stack: readonly ViewEntry[]; transactionStack: readonly TransactionAction[] }
  connections: Record<Namespace, NamespaceConnectionState>
  connectors: Record<Namespace, readonly ConnectorInfo[]>
  networks: Record<Namespace, NamespaceNetworkState>
  activeNamespace: Namespace | undefined
  recentWallets: readonly string[]
  toast: ToastState
  theme: {
    mode: 'light' | 'dark' | 'system'
    variables: Readonly<Record<string, string | number | undefined>>
  }
  slices: Readonly<Record<string, unknown>>
}

/** A pending wallet action shown in ApproveTransaction (SPEC §2, transaction stack). */
export type TransactionAction = {
  /** View to show for it; omitted = stay. */
  view?: string | undefined
  /** Data for that view. */
  data?: unknown
  /** Go back one view when it resolves. */
  goBack?: boolean | undefined
  /** Replace the current view instead of pushing. */
  replace?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onError?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

type Listener = () => void

/**
 * A small immer store: `getState`, `setState(recipe)`, and `subscribe(selector, listener)`
 * that fires only when the selected value changes (by `Object.is` or `equals`).
 */
export type Store<state> = {
  getState(): state
  /**
   * The state the store was created with: what a server renders (no storage, no wallet), so
   * `useSyncExternalStore` hydrates from it and the first client render matches the server's.
   */
  getInitialState(): state
  setState(recipe: (draft: Draft<state>) => void): void
  subscribe<selected>(
    selector: (state: state) => selected,
    listener: (selected: selected, previous: selected) => void,
    options?: { equals?: (a: selected, b: selected) => boolean; fireImmediately?: boolean },
  ): () => void
  /** Raw subscription for `useSyncExternalStore`. */
  subscribeAll(listener: Listener): () => void
}

export type GangwayStore = Store<State>

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
