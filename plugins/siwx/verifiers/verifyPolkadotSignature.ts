import { ed25519 } from '@noble/curves/ed25519'
import { getSs58AddressInfo } from '@polkadot-api/substrate-bindings'
import * as sr25519 from '@scure/sr25519'
import type { SiwxMessageData } from '../types.js'

const fromHex = (hex: string): Uint8Array | undefined => {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined
  return Uint8Array.from(hex.slice(2).match(/../g)!, (byte) => Number.parseInt(byte, 16))
}

const publicKeyOf = (address: string): Uint8Array | undefined => {
  try {
    const info = getSs58AddressInfo(address)
    return info.isValid && info.publicKey.length === 32 ? info.publicKey : undefined
  } catch {
    return undefined
  }
}

const verifies = (
  scheme: 'sr25519' | 'ed25519',
  signature: Uint8Array,
  message: Uint8Array,
  key: Uint8Array,
) => {
  try {
    return scheme === 'sr25519'
      ? sr25519.verify(message, signature, key)
      : ed25519.verify(signature, message, key)
  } catch {
    return false
  }
}

/** `true` when `signature` is the SS58 account's sr25519 or ed25519 signature over `<Bytes>message</Bytes>`. */
export function verifyPolkadotSignature(parameters: {
  message: string
  data: SiwxMessageData
  signature: string
}): boolean {
  const key = publicKeyOf(parameters.data.accountAddress)
  const bytes = fromHex(parameters.signature)
  if (!key || !bytes) return false
  const message = new TextEncoder().encode(`<Bytes>${parameters.message}</Bytes>`)
  if (bytes.length === 65 && bytes[0] === 1)
    return verifies('sr25519', bytes.subarray(1), message, key)
  if (bytes.length === 65 && bytes[0] === 0)
    return verifies('ed25519', bytes.subarray(1), message, key)
  if (bytes.length === 64)
    return verifies('sr25519', bytes, message, key) || verifies('ed25519', bytes, message, key)
  return false
}
