import type { Namespace, Network } from 'gangway/kernel'
import type { AddressIdentityTarget } from 'gangway/ui'

/** What Account's name and avatar slots receive. */
export type AccountSlotData = {
  address: string
  namespace: Namespace
  network: Network | undefined
}

/** The lookup for a slot's account; none while Account has no network. */
export const accountTarget = (data: AccountSlotData): AddressIdentityTarget | undefined =>
  data.network
    ? {
        namespace: data.namespace,
        caipNetworkId: data.network.caipNetworkId,
        address: data.address,
      }
    : undefined
