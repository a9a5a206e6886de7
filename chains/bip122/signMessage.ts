import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context, MessageProtocol } from './types.js'

/**
 * Signs a text message with one of the wallet's addresses.
 *
 * @param parameters.protocol - `ecdsa` (BIP-137 "Bitcoin Signed Message") or `bip322`
 *   (BIP-322 simple). Wallet Standard wallets choose themselves; UniSat-style wallets
 *   default to BIP-322 for taproot addresses and ECDSA otherwise.
 * @returns The signature, base64.
 * @throws UserRejectedRequestError (4001), WalletRequestError, AccountNotFoundError
 * @example
 * const signature = await signMessage(context, { connectorId, address, message: 'hello' })
 */
export async function signMessage(
  context: Bip122Context,
  parameters: {
    connectorId: string
    address: string
    message: string
    protocol?: MessageProtocol | undefined
  },
): Promise<string> {
  const { connectorId, address, message, protocol } = parameters
  try {
    return await context.getClient(connectorId).signMessage({ address, message, protocol })
  } catch (error) {
    throw toBip122Error(error)
  }
}
