import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, bech32 } from '@scure/base'
import { crypto } from 'bitcoinjs-lib'

/** JSON with keys sorted at every level: how amino sign docs are serialized. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * `true` when `signature` (base64, 64 bytes) is the ADR-36 signature of `message` by the
 * account at `data.accountAddress`.
 *
 * @example
 * await verifyCosmosSignature({ message, data, signature })
 */
export function verifyCosmosSignature(request: {
  message: string
  data: { accountAddress: string }
  signature: string
}): boolean {
  const signer = request.data.accountAddress
  let hash: Uint8Array
  let signature: Uint8Array
  try {
    const decoded = bech32.decode(signer as `${string}1${string}`, 90)
    hash = bech32.fromWords(decoded.words)
    signature = base64.decode(request.signature)
  } catch {
    return false
  }
  if (hash.length !== 20 || signature.length !== 64) return false
  const doc = {
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { data: base64.encode(new TextEncoder().encode(request.message)), signer },
      },
    ],
    sequence: '0',
  }
  const digest = crypto.sha256(new TextEncoder().encode(sortedJson(doc)))
  for (const recovery of [0, 1]) {
    try {
      const key = secp256k1.Signature.fromCompact(signature)
        .addRecoveryBit(recovery)
        .recoverPublicKey(digest)
        .toRawBytes(true)
      // Low-S only, as the Cosmos SDK accepts; then the key must be the address's.
      if (!secp256k1.verify(signature, digest, key, { lowS: true })) continue
      const candidate = crypto.hash160(key)
      if (candidate.every((byte, index) => byte === hash[index])) return true
    } catch {}
  }
  return false
}
