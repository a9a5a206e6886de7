import type { DisconnectHook } from '../disconnectHooks.js'
import type { NamespaceConnectionState } from '../store.js'
import type { Connection, Kernel, Namespace } from '../types.js'

/** What every connection action of one instance shares. */
export type ConnectionContext = {
  readonly kernel: Kernel
  /** Work that runs before every disconnect (`connections.addDisconnectHook`). */
  readonly disconnectHooks: ReadonlySet<DisconnectHook>
  /**
   * What `initialState` showed before the wallet answered: replaced by the real connection,
   * or dropped when the wallet is gone. Recognised by identity.
   */
  readonly seeds: ReadonlySet<Connection>
  /**
   * Every connect or restore attempt gets an identity per namespace; a newer attempt or a
   * disconnect makes older ones stale, and a stale wallet's late answer is never stored.
   */
  readonly attempts: Map<Namespace, { id: number; connectorId: string | undefined }>
  /** The last attempt identity handed out. */
  attemptCount: number
}

export const empty: NamespaceConnectionState = {
  status: 'disconnected',
  current: undefined,
  connections: [],
}

export function createConnectionContext(
  kernel: Kernel,
  disconnectHooks: ReadonlySet<DisconnectHook>,
): ConnectionContext {
  return {
    kernel,
    disconnectHooks,
    seeds: new Set<Connection>(
      Object.values(kernel.store.getInitialState().connections).flatMap(
        (value) => value?.connections ?? [],
      ),
    ),
    attempts: new Map(),
    attemptCount: 0,
  }
}

/** A namespace's connection state, or the empty state. */
export function read(
  { kernel }: ConnectionContext,
  namespace: Namespace | undefined,
): NamespaceConnectionState {
  return (namespace ? kernel.store.getState().connections[namespace] : undefined) ?? empty
}
