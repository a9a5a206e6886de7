import type { Account, ConnectionStatus, ConnectorInfo } from './connection.js'
import type { CaipAddress, CaipNetworkId, Namespace, Network } from './network.js'

/** SPEC §7 analytics event names. */
export type AnalyticsEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWITCH_NETWORK'
  | 'INITIALIZE'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'INTERNAL_SDK_ERROR'
  | 'SEARCH_WALLET'
  | 'SELECT_WALLET'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

export type AnalyticsEvent = {
  event: AnalyticsEventName
  properties?: Readonly<Record<string, unknown>> | undefined
}

export type ToastVariant = 'loading' | 'success' | 'error'

/**
 * Events a plugin adds to the bus, typed by declaration merging. Name them after the plugin
 * (`swapSuccess`, `tipJarPledged`) so two plugins do not collide; a kernel event's name is
 * never taken over (it keeps the kernel's type). The plugin emits on `kernel.bus`; hosts
 * listen with `gangway.on` like any kernel event.
 *
 * @example
 * declare module 'gangway/kernel' {
 *   interface PluginEvents { tipJarPledged: { amount: number } }
 * }
 * kernel.bus.emit('tipJarPledged', { amount: 5 })
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PluginEvents {}

/** Every event on the bus; hosts listen with `gangway.on(name, listener)`. */
export type GangwayEvents = KernelEvents & Omit<PluginEvents, keyof KernelEvents>

/** The kernel's own events. */
export type KernelEvents = {
  connect: {
    namespace: Namespace
    address: string
    caipAddress: CaipAddress
    connector: ConnectorInfo
  }
  disconnect: { namespace: Namespace; connectorId: string }
  accountsChanged: { namespace: Namespace; address: string; accounts: readonly Account[] }
  networkChanged: { namespace: Namespace; network: Network; supported: boolean }
  /** An address's name changed (registered, released): name lookups read it again. */
  nameChanged: { namespace: Namespace; address: string }
  statusChanged: { namespace: Namespace; status: ConnectionStatus }
  open: { view: string }
  close: Record<string, never>
  viewChanged: { view: string; data: unknown }
  /** Pending wallet requests must be rejected (the modal closed with no transaction open). */
  rejectPendingRequests: Record<string, never>
  toast: { variant: ToastVariant; message: string }
  analytics: AnalyticsEvent
  error: { error: Error; source: string }
  connectorsChanged: { namespace: Namespace; connectors: readonly ConnectorInfo[] }
  /**
   * A wallet took a transaction this widget sent (a hash or signature, not yet mined or
   * confirmed): activity lists and pending-transaction watchers start from it.
   */
  transactionSent: { namespace: Namespace; caipNetworkId: CaipNetworkId; id: string; from: string }
}

export type GangwayEventName = keyof GangwayEvents
