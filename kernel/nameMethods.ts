import type { CaipNetworkId, Namespace } from './types.js'

/**
 * RPC methods a names plugin (ENS, a host's own names…) handles, so any plugin or view can
 * show names instead of addresses and accept a name where an address goes: the send form,
 * Account, the ConnectButton, activity. Both are optional: without a handler callers show
 * addresses only. Each handler receives `{ method, params: [parameters] }`.
 *
 * @example
 * const handler = kernel.registry.rpcHandler(nameMethods.resolveName)
 * const address = handler ? await kernel.request({ method: nameMethods.resolveName, params: [{ namespace, caipNetworkId, name }] }) : null
 */
export const nameMethods = {
  /** Reverse lookup: `LookupAddressParameters` → `LookupAddressResult`. */
  lookupAddress: 'gangway_lookupAddress',
  /** Forward lookup: `ResolveNameParameters` → `ResolveNameResult`. */
  resolveName: 'gangway_resolveName',
} as const

export type LookupAddressParameters = {
  namespace: Namespace
  caipNetworkId: CaipNetworkId
  address: string
}
/** The address's primary name and avatar URL (https or data only), or `null` when it has none. */
export type LookupAddressResult = { name: string; avatar?: string | undefined } | null

export type ResolveNameParameters = {
  namespace: Namespace
  caipNetworkId: CaipNetworkId
  name: string
}
/**
 * The name's address in the namespace, or `null` when it does not resolve. A handler throws
 * (a BaseError whose `shortMessage` says why) for a name it refuses, e.g. a confusable one.
 */
export type ResolveNameResult = string | null

declare module './types.js' {
  interface RpcMethods {
    gangway_lookupAddress: { params: [LookupAddressParameters]; result: LookupAddressResult }
    gangway_resolveName: { params: [ResolveNameParameters]; result: ResolveNameResult }
  }
}
