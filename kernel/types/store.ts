import type { Draft } from 'immer'
import type { Connection, ConnectionStatus, ConnectorInfo } from './connection.js'
import type { ToastVariant } from './events.js'
import type { CaipNetworkId, Namespace } from './network.js'
import type { TransactionAction, ViewEntry } from './router.js'

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
  subscribeAll(listener: () => void): () => void
}

export type GangwayStore = Store<State>
