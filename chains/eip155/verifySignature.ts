import type { Network } from 'gangway/kernel'
import type { Address, Hex } from 'viem'
import { InvalidAddressError } from './errors/chain.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Checks that `address` signed `message`: ecrecover for accounts, EIP-1271
 * `isValidSignature` (magic value 0x1626ba7e) for contract wallets, and EIP-6492 for
 * wallets not deployed yet — all through viem's `verifyMessage` on the network's client.
 *
 * @returns `true` when the signature is valid.
 * @example
 * const ok = await verifySignature(context, { network: base, address, message, signature })
 */
export async function verifySignature(
  context: Eip155Context,
  parameters: { network: Network; address: string; message: string; signature: string },
): Promise<boolean> {
  if (!validateAddress(parameters.address)) throw new InvalidAddressError(parameters.address)
  try {
    const client = context.getClient(parameters.network)
    // Loaded on the first verification only: most sessions never verify a signature.
    const { verifyMessage } = await import('./verifyMessage.js')
    return await verifyMessage(client, {
      address: parameters.address as Address,
      message: parameters.message,
      signature: parameters.signature as Hex,
    })
  } catch (error) {
    throw toEip155Error(error)
  }
}
