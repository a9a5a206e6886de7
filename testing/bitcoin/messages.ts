import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { crypto, toXOnly } from 'bitcoinjs-lib'
import { createBip322ToSign } from 'gangway/bip122/bip322'
import { BitcoinWalletError } from './errors.js'
import type { Key } from './keys.js'

// Message signatures: BIP-137 (ECDSA) and BIP-322 "simple", base64 as wallets return them.

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
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))

/** BIP-137 "Bitcoin Signed Message" with a segwit (p2wpkh) header. */
export function signEcdsa(key: Key, message: string): string {
  if (key.taproot)
    throw new BitcoinWalletError(-32602, 'ECDSA messages need a non-taproot address.')
  const prefix = utf8('Bitcoin Signed Message:\n')
  const body = utf8(message)
  const hash = crypto.hash256(concat(varint(prefix.length), prefix, varint(body.length), body))
  const signature = secp256k1.sign(hash, key.pair.privateKey!)
  return base64.encode(
    concat(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes()),
  )
}

/** BIP-322 "simple": the witness of the virtual to_sign transaction, base64. */
export function signBip322(key: Key, message: string): string {
  const psbt = createBip322ToSign({ message, outputScript: key.outputScript })
  if (key.taproot) psbt.updateInput(0, { tapInternalKey: toXOnly(key.pair.publicKey) })
  psbt.signInput(0, key.signer)
  psbt.finalizeInput(0)
  return base64.encode(psbt.data.inputs[0]!.finalScriptWitness!)
}
