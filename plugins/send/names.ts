import type { CaipNetworkId, Namespace } from 'gangway/kernel'

/**
 * RPC methods a names plugin (ENS-like) handles so the send form shows a receiver's name and
 * accepts a name instead of an address. Both are optional: without a handler the form uses
 * addresses only. Each handler receives `{ method, params: [parameters] }`.
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
/** The address's primary name and avatar URL, or `null` when it has none. */
export type LookupAddressResult = { name: string; avatar?: string | undefined } | null

export type ResolveNameParameters = {
  namespace: Namespace
  caipNetworkId: CaipNetworkId
  name: string
}
/** The name's address in the namespace, or `null` when it does not resolve. */
export type ResolveNameResult = string | null
