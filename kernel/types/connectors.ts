import type { ConnectorInfo, ConnectorSession } from './connection.js'
import type { Namespace } from './network.js'

export type Connectors = {
  /** Every known connector, optionally of one namespace. */
  all(namespace?: Namespace): readonly ConnectorInfo[]
  get(namespace: Namespace, id: string): ConnectorInfo | undefined
  /** Adds or replaces (same namespace and id) a connector. */
  add(connector: ConnectorInfo): void
  remove(namespace: Namespace, id: string): void
  /**
   * Adds a connector whose wallet a plugin holds across namespaces (SPEC §3 Connector
   * `provider`): chain adapters get the wallet through `getSession(...).getProvider()`.
   */
  attach(connector: ConnectorInfo, session: ConnectorSession): void
  /** The session attached to a connector, if a plugin attached one. */
  getSession(namespace: Namespace, id: string): ConnectorSession | undefined
}
