import type { SiwxVerifier } from '../types.js'

/**
 * Verifies cosmos sign-in signatures: ADR-36 (what Keplr's `signArbitrary` and a
 * WalletConnect wallet's `cosmos_signAmino` of the ADR-36 doc sign) — secp256k1 over the
 * SHA-256 of the amino sign doc holding the message, by the account's key. The signature is
 * the 64 bytes, base64; the key is recovered from it and must hash to the account's bech32
 * address (any prefix: the chain id names the chain). The crypto loads with the first check.
 *
 * @returns A verifier for `verifySiwx` or `siwx({ verifiers })`.
 * @example
 * verifySiwx({ message, signature, domain, nonce, verifiers: [cosmosVerifier()] })
 */
export function cosmosVerifier(): SiwxVerifier {
  return {
    namespace: 'cosmos',
    async verify(request) {
      const { verifyCosmosSignature } = await import('./verifyCosmosSignature.js')
      return verifyCosmosSignature(request)
    },
  }
}
