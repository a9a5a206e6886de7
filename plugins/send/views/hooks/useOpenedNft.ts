import type { CaipNetworkId, Kernel } from 'gangway/kernel'
import { useLayoutEffect, useMemo } from 'react'
import { readWalletSendData } from '../../readWalletSendData.js'
import { getSendState, updateSend } from '../../sendToken.js'
import type { SendToken } from '../../state.js'

/**
 * The NFT WalletSend was opened with (`WalletSendData`), put in the form once, as it opens:
 * one of it, as the token. An NFT left from an earlier visit is not carried over.
 */
export function useOpenedNft(parameters: {
  kernel: Kernel
  data: unknown
  caipNetworkId: CaipNetworkId | undefined
}): SendToken | undefined {
  const { kernel, data, caipNetworkId } = parameters
  const nft = useMemo(() => readWalletSendData(data, caipNetworkId), [data, caipNetworkId])
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useLayoutEffect(() => {
    const current = getSendState(kernel)
    if (current.loading) return
    if (nft)
      updateSend(kernel, {
        token: nft,
        sendTokenAmount: '1',
        error: undefined,
      })
    else if (current.token?.nft) updateSend(kernel, { token: undefined, sendTokenAmount: '' })
  }, [])
  return nft
}
