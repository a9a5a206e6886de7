import type { Connection, Kernel, Network } from 'gangway/kernel'
import { useEffect } from 'react'
import { lookupReceiver } from '../../resolveReceiver.js'
import { getSendState, updateSend } from '../../sendToken.js'
import { inputDebounce } from './useFeeEstimate.js'

/** Shows the receiver's name (and avatar) once the address settles, when a names plugin knows it. */
export function useReceiverName(parameters: {
  kernel: Kernel
  enabled: boolean
  connection: Connection | undefined
  network: Network | undefined
  /** A valid receiver address, else `undefined`. */
  receiver: string | undefined
}): void {
  const { kernel, enabled, connection, network, receiver } = parameters
  useEffect(() => {
    if (!enabled || !receiver || !connection || !network) return
    let live = true
    const handle = kernel.env.setTimeout(() => {
      void lookupReceiver(kernel, {
        namespace: connection.namespace,
        network,
        address: receiver,
      }).then((result) => {
        if (live && getSendState(kernel).receiverAddress.trim() === receiver)
          updateSend(kernel, {
            receiverProfileName: result?.name,
            receiverProfileImageUrl: result?.avatar,
          })
      })
    }, inputDebounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, enabled, receiver, connection, network])
}
