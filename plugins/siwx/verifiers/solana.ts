import type { SiwxVerifier } from '../types.js'

/**
 * Verifies solana sign-in signatures: ed25519 over the message's UTF-8 bytes, with the
 * account's address (base58, 32 bytes) as the public key. The curve code loads with the
 * first check (this file imports nothing heavy).
 *
 * @returns A verifier for `verifySiwx` or `siwx({ verifiers })`.
 * @example
 * verifySiwx({ message, signature, domain, nonce, verifiers: [solanaVerifier()] })
 */
export function solanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(request) {
      const { verifySolanaSignature } = await import('./verifySolanaSignature.js')
      return verifySolanaSignature(request)
    },
  }
}
