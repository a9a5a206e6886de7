import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import type { SiwxVerifier } from '../types.js'

/** Solana wallets return signatures as bytes; hosts pass them on as base58 (usual), base64 or hex. */
function decodeSignature(signature: string): Uint8Array | undefined {
  const decoders = [
    () => base58.decode(signature),
    () => base64.decode(signature),
    () => hex.decode(signature.replace(/^0x/, '').toLowerCase()),
  ]
  for (const decode of decoders) {
    try {
      const bytes = decode()
      if (bytes.length === 64) return bytes
    } catch {
      // try the next encoding
    }
  }
  return undefined
}

/**
 * The part of `solanaVerifier` that needs ed25519 and base58: it loads on the first check.
 */
export function verifySolanaSignature({
  message,
  data,
  signature,
}: Parameters<SiwxVerifier['verify']>[0]): boolean {
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(data.accountAddress)
  } catch {
    return false
  }
  const bytes = decodeSignature(signature)
  if (publicKey.length !== 32 || !bytes) return false
  try {
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
