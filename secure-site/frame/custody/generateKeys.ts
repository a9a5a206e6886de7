import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/** One chain's secret: 32 bytes (the secp256k1 private key, or the ed25519 seed). */
export type ChainSecrets = { eip155: Uint8Array; solana: Uint8Array }

/**
 * New keys for a visitor, made in the frame from the browser's CSPRNG: a secp256k1 private
 * key (EVM) and an ed25519 seed (Solana). The caller splits them and zeroes them.
 */
export function generateKeys(): ChainSecrets {
  return {
    eip155: secp256k1.utils.randomPrivateKey(),
    solana: crypto.getRandomValues(new Uint8Array(32)),
  }
}

/** The public addresses of a key pair: the EVM address and the Solana address (base58). */
export function addressesOf(secrets: ChainSecrets): { eip155: string; solana: string } {
  return {
    eip155: privateKeyToAddress(bytesToHex(secrets.eip155)),
    solana: base58.encode(ed25519.getPublicKey(secrets.solana)),
  }
}
