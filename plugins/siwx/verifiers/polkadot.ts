import type { SiwxVerifier } from '../types.js'

/**
 * Verifies polkadot sign-in signatures: sr25519 or ed25519 over `<Bytes>message</Bytes>`
 * (what Polkadot wallets sign for `signRaw` and `polkadot_signMessage`), with the account's
 * SS58 address as the public key. The signature is hex: a `MultiSignature` (type byte 0
 * ed25519 or 1 sr25519, then 64 bytes) or the 64 bytes alone (tried as sr25519, then ed25519).
 * ECDSA accounts are not supported. The crypto loads with the first check.
 *
 * @returns A verifier for `verifySiwx` or `siwx({ verifiers })`.
 * @example
 * verifySiwx({ message, signature, domain, nonce, verifiers: [polkadotVerifier()] })
 */
export function polkadotVerifier(): SiwxVerifier {
  return {
    namespace: 'polkadot',
    async verify(request) {
      const { verifyPolkadotSignature } = await import('./verifyPolkadotSignature.js')
      return verifyPolkadotSignature(request)
    },
  }
}
