import type { Network } from 'gangway/kernel'
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import {
  estimateFeesPerGas,
  estimateGas,
  sendTransaction as viemSendTransaction,
} from 'viem/actions'
import { assertTransactionRequest } from './assertTransactionRequest.js'
import { ChainNotConfiguredError, InvalidAddressError } from './errors/chain.js'
import { getWalletClient } from './getWalletClient.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context, SendTransactionParameters } from './types.js'
import { validateAddress } from './validateAddress.js'

/** SPEC §9: the default base-fee multiplier when fees are estimated here. */
export const defaultFeeMultiplier = 1.2

/** The configured network a transaction goes to: the given one, else the active one. */
export function resolveNetwork(context: Eip155Context, network: Network | undefined): Network {
  const target = network ?? context.kernel.networks.getActive('eip155')
  if (!target)
    throw new ChainNotConfiguredError(context.kernel.networks.getActiveId('eip155') ?? '')
  if (!context.options.networks.some((n) => n.caipNetworkId === target.caipNetworkId))
    throw new ChainNotConfiguredError(target.caipNetworkId)
  return target
}

/**
 * Sends a native transfer, an ERC-20 `transfer` (`token`) or a contract call through the
 * connected wallet (`eth_sendTransaction`). SPEC §5's fee rules are checked first; gas is
 * estimated on the network's own RPC, so a revert reason or insufficient funds surface
 * before the wallet opens. With `feeMultiplier`, EIP-1559 fees are estimated here.
 *
 * @returns The transaction hash.
 * @throws InvalidAddressError, the fee-rule errors, TransactionFailedError (viem's reason),
 *   UserRejectedRequestError and the other wallet-code errors.
 * @example
 * const hash = await sendTransaction(context, { connectorId, address, to, value: 10n ** 16n })
 * const usdc = await sendTransaction(context, { connectorId, address, to, token: { address: usdcAddress, amount: 1_000_000n } })
 */
export async function sendTransaction(
  context: Eip155Context,
  parameters: SendTransactionParameters,
): Promise<Hex> {
  const { token, feeMultiplier } = parameters
  for (const address of [parameters.address, parameters.to, ...(token ? [token.address] : [])])
    if (!validateAddress(address)) throw new InvalidAddressError(address)
  assertTransactionRequest(parameters)
  const network = resolveNetwork(context, parameters.network)
  const client = context.getClient(network)
  const account = parameters.address as Address
  const to = (token ? token.address : parameters.to) as Address
  const data = token
    ? encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [parameters.to as Address, token.amount],
      })
    : (parameters.data as Hex | undefined)
  const value = token ? undefined : parameters.value

  try {
    const gas = parameters.gas ?? (await estimateGas(client, { account, to, data, value }))
    let fees: { gasPrice?: bigint; maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint } = {
      gasPrice: parameters.gasPrice,
      maxFeePerGas: parameters.maxFeePerGas,
      maxPriorityFeePerGas: parameters.maxPriorityFeePerGas,
    }
    const hasFees = Object.values(fees).some((fee) => fee !== undefined)
    if (feeMultiplier !== undefined && !hasFees) {
      const legacy = parameters.type === 'legacy' || parameters.type === 'eip2930'
      fees = await estimateFeesPerGas(client, {
        chain: { ...client.chain, fees: { baseFeeMultiplier: feeMultiplier } },
        type: legacy ? 'legacy' : 'eip1559',
      })
    }
    const wallet = getWalletClient(context, { ...parameters, network })
    const request = {
      account,
      chain: wallet.chain,
      to,
      data,
      value,
      gas,
      nonce: parameters.nonce,
      ...(fees.gasPrice !== undefined ? { gasPrice: fees.gasPrice } : {}),
      ...(fees.maxFeePerGas !== undefined ? { maxFeePerGas: fees.maxFeePerGas } : {}),
      ...(fees.maxPriorityFeePerGas !== undefined
        ? { maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
        : {}),
      ...(parameters.accessList
        ? {
            accessList: parameters.accessList.map((entry) => ({
              address: entry.address as Address,
              storageKeys: entry.storageKeys as Hex[],
            })),
          }
        : {}),
    }
    const hash = await viemSendTransaction(
      wallet,
      request as Parameters<typeof viemSendTransaction>[1],
    )
    context.kernel.bus.emit('transactionSent', {
      namespace: 'eip155',
      caipNetworkId: network.caipNetworkId,
      id: hash,
      from: account,
    })
    return hash
  } catch (error) {
    throw toEip155Error(error)
  }
}
