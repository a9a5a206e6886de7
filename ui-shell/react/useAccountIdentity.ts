import {
  type CaipAddress,
  type Kernel,
  type LookupAddressResult,
  nameMethods,
} from 'gangway/kernel'
import { useEffect, useState } from 'react'

/**
 * The account's name and avatar when a names plugin answers the name methods (else `null`),
 * read again when the plugin reports the address's name changed.
 */
export function useAccountIdentity(
  kernel: Kernel,
  caipAddress: CaipAddress | undefined,
): LookupAddressResult {
  const [identity, setIdentity] = useState<{ key: string; value: LookupAddressResult }>()
  useEffect(() => {
    if (!caipAddress || !kernel.registry.rpcHandler(nameMethods.lookupAddress)) return
    const [namespace, reference, address] = caipAddress.split(':') as [string, string, string]
    let live = true
    const read = () =>
      kernel
        .request({
          method: nameMethods.lookupAddress,
          params: [{ namespace, caipNetworkId: `${namespace}:${reference}`, address }],
        })
        .then(
          (value) => live && setIdentity({ key: caipAddress, value }),
          (error: unknown) => kernel.log.debug('[button] name lookup failed', error),
        )
    void read()
    const stop = kernel.bus.on('nameChanged', (event) => {
      if (event.address.toLowerCase() === address.toLowerCase()) void read()
    })
    return () => {
      live = false
      stop()
    }
  }, [kernel, caipAddress])
  return identity && identity.key === caipAddress ? identity.value : null
}
