import type { Connection, Kernel, PreviewRequestParameters } from 'gangway/kernel'
import { useMemo } from 'react'
import type { TransferAdapter } from '../../getTransferAdapter.js'
import type { SendState } from '../../state.js'

/**
 * Issue 33: the transfer to preview, for a chain that can simulate it (eip155 can);
 * `undefined` for one that cannot, or while the form's amount does not parse.
 */
export function usePreviewTarget(parameters: {
  kernel: Kernel
  adapter: TransferAdapter | undefined
  connection: Connection | undefined
  state: SendState
}): PreviewRequestParameters | undefined {
  const { kernel, adapter, connection, state } = parameters
  const token = state.token
  const amountUnits = state.sendTokenAmount.trim().replace(',', '.')
  const receiver = state.receiverAddress.trim()
  const namespace = connection?.namespace
  const caipNetworkId = connection?.caipNetworkId
  const from = connection?.address
  return useMemo((): PreviewRequestParameters | undefined => {
    if (!token || !namespace || !caipNetworkId || !from || !adapter) return undefined
    if (!kernel.chains.loaded(namespace)?.previewRequest) return undefined
    let amount: bigint
    try {
      amount = adapter.parseUnits(amountUnits, token.decimals)
    } catch {
      return undefined
    }
    const transfer = { to: receiver, amount, token: token.address, nft: token.nft }
    return { caipNetworkId, from, transfer }
  }, [kernel, adapter, token, namespace, caipNetworkId, from, amountUnits, receiver])
}
