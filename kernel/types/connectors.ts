import type { ConnectorInfo, ConnectorSession } from './connection.js'
import type { Namespace } from './network.js'

/** A connector's identity: its namespace and its id there. */
export type ConnectorKey = { namespace: Namespace; id: string }

export type Connectors = {
  /** Every known connector, optionally of one namespace. */
  all(namespace?: Namespace): readonly ConnectorInfo[]
  get(parameters: ConnectorKey): ConnectorInfo | undefined
  /** Adds or replaces (same namespace and id) a connector. */
  add(connector: ConnectorInfo): void
  remove(parameters: ConnectorKey): void
  /**
   * Adds a connector whose wallet a plugin holds across namespaces (SPEC §3 Connector
   * `provider`): chain adapters get the wallet through `getSession(...).getProvider()`.
   */
  attach(parameters: { connector: ConnectorInfo; session: ConnectorSession }): void
  /** The session attached to a connector, if a plugin attached one. */
  getSession(parameters: ConnectorKey): ConnectorSession | undefined
}
