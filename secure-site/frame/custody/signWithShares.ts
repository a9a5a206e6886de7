import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { type SignRequest, signRequest } from '../../src/signRequest.js'
import { zero } from './bytes.js'
import type { CustodyChain } from './deviceShareStore.js'
import { rebuildKey } from './shares.js'

/** How each chain's address follows from its 32-byte secret. */
export const addressOfSecret: Record<CustodyChain, (secret: Uint8Array) => string> = {
  eip155: (secret) => privateKeyToAddress(bytesToHex(secret)),
  solana: (secret) => base58.encode(ed25519.getPublicKey(secret)),
}

/**
 * The keys as the visitor exports them: the EVM private key in hex, and the Solana secret key
 * (seed ‖ public key, 64 bytes) in base58, as wallets import them.
 */
export function exportedKeys(
  eip155: Uint8Array,
  solanaSeed: Uint8Array,
): { eip155: string; solana: string } {
  const secretKey = new Uint8Array(64)
  secretKey.set(solanaSeed, 0)
  secretKey.set(ed25519.getPublicKey(solanaSeed), 32)
  try {
    return { eip155: bytesToHex(eip155), solana: base58.encode(secretKey) }
  } finally {
    zero(secretKey)
  }
}

/**
 * Signs one approved request in the frame (CUSTODY=shares): joins two shares of the
 * request's chain in memory, checks them against the account's address, signs with the
 * same code the server uses under CUSTODY=server (`signRequest`: the same methods, limits
 * and refusals), then zeroes the key and the shares.
 *
 * @returns The JSON-RPC result.
 */
export async function signWithShares(
  request: SignRequest & { namespace: CustodyChain },
  { shares, address }: { shares: Uint8Array[]; address: string },
): Promise<unknown> {
  const chain = request.namespace
  const secret = await rebuildKey({
    shares,
    expectedAddress: address,
    addressOf: addressOfSecret[chain],
  })
  try {
    // signRequest wants both chains' secrets; the other one is never read for this chain.
    const unused = new Uint8Array(32)
    return await signRequest(
      chain === 'eip155'
        ? { eip155: bytesToHex(secret), solanaSeed: unused }
        : { eip155: bytesToHex(unused), solanaSeed: secret },
      request,
    )
  } finally {
    zero(secret, ...shares)
  }
}
