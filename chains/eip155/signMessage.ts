import type { Address } from 'viem'
import { signMessage as viemSignMessage } from 'viem/actions'
import { getWalletClient } from './getWalletClient.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'

/**
 * Signs a text message with `personal_sign` (EIP-191).
 *
 * @returns The signature, 0x-prefixed hex.
 * @throws UserRejectedRequestError (4001) and the other wallet-code errors.
 * @example
 * const signature = await signMessage(context, { connectorId, address, message: 'hello' })
 */
export async function signMessage(
  context: Eip155Context,
  parameters: { connectorId: string; address: string; message: string },
): Promise<string> {
  try {
    return await viemSignMessage(getWalletClient(context, parameters), {
      account: parameters.address as Address,
      message: parameters.message,
    })
  } catch (error) {
    throw toEip155Error(error)
  }
}
