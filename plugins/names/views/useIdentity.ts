import {
  type Kernel,
  type LookupAddressResult,
  type Namespace,
  type Network,
  nameMethods,
} from 'gangway/kernel'
import { useEffect, useState } from 'react'

/** What Account's name and avatar slots receive. */
export type AccountSlotData = {
  address: string
  namespace: Namespace
  network: Network | undefined
}

/** The address's name and avatar (through the name methods), read again when it changes. */
export function useIdentity(kernel: Kernel, data: AccountSlotData): LookupAddressResult {
  const [identity, setIdentity] = useState<LookupAddressResult>(null)
  const { address, namespace, network } = data
  const caipNetworkId = network?.caipNetworkId
  useEffect(() => {
    if (!caipNetworkId) return
    let live = true
    const read = () =>
      kernel
        .request({
          method: nameMethods.lookupAddress,
          params: [{ namespace, caipNetworkId, address }],
        })
        .then((result) => {
          if (live) setIdentity(result)
        })
        .catch((error: unknown) => {
          kernel.log.debug('[names] lookup failed', error)
          if (live) setIdentity(null)
        })
    void read()
    const stop = kernel.bus.on('nameChanged', (event) => {
      if (event.address.toLowerCase() === address.toLowerCase()) void read()
    })
    return () => {
      live = false
      stop()
    }
  }, [kernel, address, namespace, caipNetworkId])
  return identity
}
