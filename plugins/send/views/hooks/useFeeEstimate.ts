import type { Connection, Kernel, Network, TransferEstimate } from 'gangway/kernel'
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react'
import type { TransferAdapter } from '../../getTransferAdapter.js'
import type { SendToken } from '../../state.js'

/** SPEC §9: inputs settle for 500 ms before a lookup or an estimate. */
export const inputDebounce = 500

/**
 * The fee of what is typed, estimated by the chain adapter once the inputs settle (or of a
 * plain transfer to oneself while the form is empty). A failed estimate leaves the last one.
 */
export function useFeeEstimate(parameters: {
  kernel: Kernel
  adapter: TransferAdapter | undefined
  connection: Connection | undefined
  network: Network | undefined
  token: SendToken | undefined
  /** A valid receiver, else `undefined` (the sender stands in). */
  receiver: string | undefined
  amount: bigint
}): [TransferEstimate | undefined, Dispatch<SetStateAction<TransferEstimate | undefined>>] {
  const { kernel, adapter, connection, network, token, receiver, amount } = parameters
  const [estimate, setEstimate] = useState<TransferEstimate>()
  useEffect(() => {
    if (!adapter || !token || !connection || !network) return setEstimate(undefined)
    let live = true
    const handle = kernel.env.setTimeout(() => {
      adapter
        .estimateTransfer({
          from: connection.address,
          to: receiver ?? connection.address,
          amount,
          token: token.address,
          nft: token.nft,
          network,
        })
        .then(
          (value) => live && setEstimate(value),
          (error: unknown) => kernel.log.debug('[send] fee estimate failed', error),
        )
    }, inputDebounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, adapter, token, connection, network, receiver, amount])
  return [estimate, setEstimate]
}
