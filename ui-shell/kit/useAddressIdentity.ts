import {
  type CaipNetworkId,
  type Kernel,
  type LookupAddressResult,
  type Namespace,
  nameMethods,
} from 'gangway/kernel'
import { useEffect, useState } from 'react'

export type AddressIdentityTarget = {
  namespace: Namespace
  caipNetworkId: CaipNetworkId
  address: string
}

/**
 * An address's name and avatar from a names plugin's `gangway_lookupAddress` (`null` without
 * one, while it reads, or when the address has none), read again when the plugin reports
 * that the address's name changed. Account's slots, the ConnectButton and Activity share it.
 *
 * @example
 * const identity = useAddressIdentity(kernel, { namespace, caipNetworkId, address })
 */
export function useAddressIdentity(
  kernel: Kernel,
  target: AddressIdentityTarget | undefined,
): LookupAddressResult {
  const { namespace, caipNetworkId, address } = target ?? {}
  const key = address && caipNetworkId ? `${caipNetworkId}:${address}` : undefined
  const [identity, setIdentity] = useState<{ key: string; value: LookupAddressResult }>()
  useEffect(() => {
    if (!key || !namespace || !caipNetworkId || !address) return
    if (!kernel.registry.rpcHandler(nameMethods.lookupAddress)) return
    let live = true
    const read = () =>
      kernel
        .request({
          method: nameMethods.lookupAddress,
          params: [{ namespace, caipNetworkId, address }],
        })
        .then(
          (value) => live && setIdentity({ key, value }),
          (error: unknown) => {
            kernel.log.debug('[names] lookup failed', error)
            if (live) setIdentity({ key, value: null })
          },
        )
    void read()
    const stop = kernel.bus.on('nameChanged', (event) => {
      if (event.address.toLowerCase() === address.toLowerCase()) void read()
    })
    return () => {
      live = false
      stop()
    }
  }, [kernel, key, namespace, caipNetworkId, address])
  // A stale answer for the previous address is never shown for the new one.
  return identity && identity.key === key ? identity.value : null
}
