import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { address, crypto, script, Transaction } from 'bitcoinjs-lib'
import { createBip322ToSign } from 'gangway/bip122/bip322'
import { parseCaipNetworkId } from 'gangway/kernel'
import type { SiwxVerifier } from '../types.js'

/** Bitcoin mainnet's CAIP-2 reference (its genesis hash prefix); other chains use test prefixes. */
const mainnetReference = '000000000019d6689c085ae165831e93'

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/** The output script an address pays to, when it belongs to `mainnet` or not; else undefined. */
function outputScriptOf(text: string, mainnet: boolean): Uint8Array | undefined {
  try {
    const { version, prefix, data } = address.fromBech32(text)
    if (prefix !== (mainnet ? 'bc' : 'tb') && !(prefix === 'bcrt' && !mainnet)) return undefined
    if (version === 0 && data.length === 20) return concat(Uint8Array.of(0x00, 0x14), data)
    if (version === 1 && data.length === 32) return concat(Uint8Array.of(0x51, 0x20), data)
    return undefined
  } catch {
    // not bech32: try base58check
  }
  try {
    const { version, hash } = address.fromBase58Check(text)
    if (version === (mainnet ? 0x00 : 0x6f))
      return concat(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))
    if (version === (mainnet ? 0x05 : 0xc4))
      return concat(Uint8Array.of(0xa9, 0x14), hash, Uint8Array.of(0x87))
  } catch {
    // neither form
  }
  return undefined
}

const p2pkh = (hash: Uint8Array) =>
  concat(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))
const p2wpkh = (hash: Uint8Array) => concat(Uint8Array.of(0x00, 0x14), hash)
const p2sh = (redeem: Uint8Array) =>
  concat(Uint8Array.of(0xa9, 0x14), crypto.hash160(redeem), Uint8Array.of(0x87))

/** The legacy "Bitcoin Signed Message" (BIP-137 / Electrum): a 65-byte recoverable signature. */
function verifyLegacy(message: string, signature: Uint8Array, outputScript: Uint8Array): boolean {
  const flag = signature[0]! - 27
  if (flag < 0 || flag > 15) return false
  const prefix = utf8('Bitcoin Signed Message:\n')
  const body = utf8(message)
  const hash = crypto.hash256(concat(varint(prefix.length), prefix, varint(body.length), body))
  const compressed = flag >= 4
  const publicKey = secp256k1.Signature.fromCompact(signature.slice(1))
    .addRecoveryBit(flag & 3)
    .recoverPublicKey(hash)
    .toRawBytes(compressed)
  const keyHash = crypto.hash160(publicKey)
  // Wallets disagree on the header of segwit signatures: accept any address type of this key.
  const candidates = compressed ? [p2pkh(keyHash), p2wpkh(keyHash), p2sh(p2wpkh(keyHash))] : []
  if (!compressed) candidates.push(p2pkh(keyHash))
  return candidates.some((candidate) => equal(candidate, outputScript))
}

function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readVarint = () => {
    const first = bytes[offset++]
    if (first === undefined) throw new RangeError('truncated')
    if (first < 0xfd) return first
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    let value = 0
    for (let i = 0; i < size; i++) value += (bytes[offset++] ?? 0) * 2 ** (8 * i)
    return value
  }
  try {
    const items: Uint8Array[] = []
    for (let count = readVarint(); count > 0; count--) {
      const length = readVarint()
      if (offset + length > bytes.length) return undefined
      items.push(bytes.slice(offset, offset + length))
      offset += length
    }
    return offset === bytes.length ? items : undefined
  } catch {
    return undefined
  }
}

/** BIP-322 "simple": a witness spending the virtual to_spend output that commits to the message. */
function verifySimple(message: string, witness: Uint8Array[], outputScript: Uint8Array): boolean {
  const psbt = createBip322ToSign({ message, outputScript })
  const toSign = Transaction.fromBuffer(psbt.data.getTransaction())

  if (outputScript.length === 22 && outputScript[0] === 0x00) {
    const [encoded, publicKey] = witness
    if (witness.length !== 2 || !encoded || publicKey?.length !== 33) return false
    const program = outputScript.slice(2)
    if (!equal(crypto.hash160(publicKey), program)) return false
    const { signature, hashType } = script.signature.decode(encoded)
    if (hashType !== Transaction.SIGHASH_ALL) return false
    const hash = toSign.hashForWitnessV0(0, p2pkh(program), 0n, hashType)
    return secp256k1.verify(signature, hash, publicKey, { lowS: false })
  }
  if (outputScript.length === 34 && outputScript[0] === 0x51) {
    const [signature] = witness
    if (witness.length !== 1 || !signature) return false
    if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01))
      return false
    const hashType = signature.length === 65 ? Transaction.SIGHASH_ALL : Transaction.SIGHASH_DEFAULT
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return schnorr.verify(signature.slice(0, 64), hash, outputScript.slice(2))
  }
  return false
}

/**
 * Verifies bip122 (Bitcoin) sign-in signatures: BIP-322 "simple" for native segwit (p2wpkh)
 * and taproot (p2tr) addresses, and the legacy signed-message format (BIP-137, 65 bytes,
 * base64) for p2pkh, p2sh-p2wpkh and p2wpkh addresses.
 *
 * @returns A verifier for `verifySiwx` or `siwx({ verifiers })`.
 * @example
 * verifySiwx({ message, signature, domain, nonce, verifiers: [bip122Verifier()] })
 */
export function bip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    verify({ message, data, signature }) {
      const { namespace, reference } = parseCaipNetworkId(data.chainId)
      if (namespace !== 'bip122') return false
      const outputScript = outputScriptOf(data.accountAddress, reference === mainnetReference)
      if (!outputScript) return false
      let bytes: Uint8Array
      try {
        bytes = base64.decode(signature)
      } catch {
        return false
      }
      try {
        if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42)
          return verifyLegacy(message, bytes, outputScript)
        const witness = readWitness(bytes)
        return witness ? verifySimple(message, witness, outputScript) : false
      } catch {
        return false
      }
    },
  }
}
