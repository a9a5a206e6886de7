import type { TransferEstimate, TransferParameters } from 'gangway/kernel'
import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { estimateFeesPerGas, estimateGas, getGasPrice } from 'viem/actions'
import { encodeNftTransfer } from './encodeNftTransfer.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'

/**
 * Prices a native, ERC-20 or NFT transfer on the network's own RPC: its gas times the EIP-1559
 * max fee per gas (the legacy gas price where the network has no EIP-1559 fees).
 *
 * @returns `{ fee, quote: { gas, maxFeePerGas, maxPriorityFeePerGas | gasPrice } }`; a
 *   native `sendTransfer` given this estimate pays at most `fee`.
 * @throws TransactionFailedError (e.g. the amount exceeds the balance)
 * @example
 * const { fee } = await estimateTransfer(context, { from, to, amount: 10n ** 16n, network: base })
 */
export async function estimateTransfer(
  context: Eip155Context,
  parameters: TransferParameters,
): Promise<TransferEstimate> {
  const { from, to, amount, token, nft, network } = parameters
  const client = context.getClient(network)
  try {
    const gas = await estimateGas(client, {
      account: from as Address,
      to: (token ?? to) as Address,
      ...(token && nft
        ? { data: encodeNftTransfer({ from, to, amount, nft }) }
        : token
          ? {
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [to as Address, amount],
              }),
            }
          : { value: amount }),
    })
    try {
      const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client)
      return { fee: gas * maxFeePerGas, quote: { gas, maxFeePerGas, maxPriorityFeePerGas } }
    } catch {
      const gasPrice = await getGasPrice(client)
      return { fee: gas * gasPrice, quote: { gas, gasPrice } }
    }
  } catch (error) {
    throw toEip155Error(error)
  }
}
