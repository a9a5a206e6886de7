import { fromBufferToBase58, getSs58AddressInfo } from '@polkadot-api/substrate-bindings'
import type { Network } from 'gangway/kernel'
import { isPolkadotNetwork } from './defineNetwork.js'

/**
 * The 32-byte public key an SS58 address encodes (checksum checked), or `undefined` for
 * anything else (a 20-byte Ethereum-style account, a bad checksum, not base58).
 */
export function toPublicKey(address: unknown): Uint8Array | undefined {
  if (typeof address !== 'string' || address.length > 64) return undefined
  try {
    const info = getSs58AddressInfo(address)
    return info.isValid && info.publicKey.length === 32 ? info.publicKey : undefined
  } catch {
    return undefined
  }
}

/** The SS58 prefix an address is written with, when it is a valid 32-byte account. */
export function getSs58Prefix(address: string): number | undefined {
  try {
    const info = getSs58AddressInfo(address)
    return info.isValid && info.publicKey.length === 32 ? info.ss58Format : undefined
  } catch {
    return undefined
  }
}

/** A public key written with a network's SS58 prefix. */
export function toAddress(publicKey: Uint8Array, ss58Prefix: number): string {
  return fromBufferToBase58(ss58Prefix)(publicKey)
}

/**
 * True when `address` is an SS58 address of a 32-byte account written with the network's
 * prefix (an address of another network is refused: sending there is most likely a mistake).
 *
 * @example
 * validateAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', polkadot) // true
 */
export function validateAddress(address: string, network: Network): boolean {
  if (!isPolkadotNetwork(network)) return false
  return toPublicKey(address) !== undefined && getSs58Prefix(address) === network.ss58Prefix
}
