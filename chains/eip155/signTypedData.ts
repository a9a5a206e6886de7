import type { Address, Hex, TypedDataDefinition } from 'viem'
import { signTypedData as viemSignTypedData } from 'viem/actions'
import { getWalletClient } from './getWalletClient.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'

/**
 * Signs EIP-712 typed data with `eth_signTypedData_v4`; viem checks the data against its
 * types first.
 *
 * @returns The signature, 0x-prefixed hex.
 * @throws UserRejectedRequestError (4001) and the other wallet-code errors.
 * @example
 * await signTypedData(context, { connectorId, address, typedData: { domain, types, primaryType, message } })
 */
export async function signTypedData(
  context: Eip155Context,
  parameters: { connectorId: string; address: string; typedData: TypedDataDefinition },
): Promise<Hex> {
  try {
    return await viemSignTypedData(getWalletClient(context, parameters), {
      ...parameters.typedData,
      account: parameters.address as Address,
    } as Parameters<typeof viemSignTypedData>[1])
  } catch (error) {
    throw toEip155Error(error)
  }
}
