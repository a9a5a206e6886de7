import type { ChainPreviewParameters, TransactionPreview } from 'gangway/kernel'
import { previewEvmCalls, previewEvmRequest } from 'gangway/preview'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { encodeNftTransfer } from './encodeNftTransfer.js'
import type { Eip155Context } from './types.js'

/**
 * Previews an EVM request, or a transfer Send is about to make, on the network's own RPC
 * (the host's configured transport, nothing else). `gangway/preview` loads its viem toolkit
 * with `import()` on the first preview, so a page that never previews never downloads it.
 *
 * @returns The preview (issue 33): assets out and in, approvals, fee, failure, warnings.
 * @example
 * const preview = await previewRequest(context, { network: base, from, request: { method: 'eth_sendTransaction', params: [tx] } })
 */
export async function previewRequest(
  context: Eip155Context,
  parameters: ChainPreviewParameters,
): Promise<TransactionPreview> {
  const { network, from, transfer, request } = parameters
  const client = context.getClient(network)
  const nativeCurrency = network.nativeCurrency
  if (request) return previewEvmRequest(client, { from: from as Address, request, nativeCurrency })
  const { to, amount, token, nft } = transfer
  const data: Hex | undefined =
    token && nft
      ? encodeNftTransfer({ from, to, amount, nft })
      : token
        ? encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as Address, amount],
          })
        : undefined
  return previewEvmCalls(client, {
    from: from as Address,
    calls: [token ? { to: token as Address, data } : { to: to as Address, value: amount }],
    nativeCurrency,
  })
}
