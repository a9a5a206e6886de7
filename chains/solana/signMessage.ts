import { getBase58Decoder } from '@solana/kit'
import { InvalidWalletDataError } from 'gangway/kernel'
import { getFeature, getWalletAccount } from './getFeature.js'
import { toSolanaError } from './toSolanaError.js'
import type { SignMessageFeature, SolanaContext } from './types.js'

/**
 * Signs a message with `solana:signMessage` (UTF-8 text, or bytes as given).
 *
 * @returns The ed25519 signature, base58.
 * @throws UserRejectedRequestError, WalletFeatureNotSupportedError, WalletRequestError.
 * @example
 * const signature = await signMessage(context, { connectorId, address, message: 'hello' })
 */
export async function signMessage(
  context: SolanaContext,
  parameters: { connectorId: string; address: string; message: string | Uint8Array },
): Promise<string> {
  const signature = await signMessageBytes(context, parameters)
  return getBase58Decoder().decode(signature)
}

/** `signMessage` returning the raw 64 signature bytes. */
export async function signMessageBytes(
  context: SolanaContext,
  parameters: { connectorId: string; address: string; message: string | Uint8Array },
): Promise<Uint8Array> {
  const wallet = context.getWallet(parameters.connectorId)
  const message =
    typeof parameters.message === 'string'
      ? new TextEncoder().encode(parameters.message)
      : parameters.message
  try {
    const { signMessage } = getFeature<SignMessageFeature>(wallet, 'solana:signMessage')
    const [output] = await signMessage({
      account: getWalletAccount(wallet, parameters.address),
      message,
    })
    if (!output?.signature) throw new InvalidWalletDataError('The wallet returned no signature.')
    return output.signature
  } catch (error) {
    throw toSolanaError(error)
  }
}
