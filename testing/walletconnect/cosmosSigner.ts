// The cosmos side of the WalletConnect test wallet: one secp256k1 key that answers
// cosmos_getAccounts, cosmos_signDirect (SIGN_MODE_DIRECT) and cosmos_signAmino (amino JSON,
// e.g. an ADR-36 message) as a Keplr-compatible wallet would. Node only.
import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, bech32 } from '@scure/base'

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

/** JSON with keys sorted at every level, as amino sign docs are serialized. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

function varint(value: bigint): number[] {
  const out: number[] = []
  let rest = value
  while (rest > 0x7fn) {
    out.push(Number(rest & 0x7fn) | 0x80)
    rest >>= 7n
  }
  out.push(Number(rest))
  return out
}
const field = (number: number, bytes: Uint8Array) =>
  bytes.length ? [(number << 3) | 2, ...varint(BigInt(bytes.length)), ...bytes] : []

/** `cosmos.tx.v1beta1.SignDoc`, written here independently of Gangway's encoder. */
function encodeSignDoc(doc: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}): Uint8Array {
  return Uint8Array.from([
    ...field(1, doc.bodyBytes),
    ...field(2, doc.authInfoBytes),
    ...field(3, new TextEncoder().encode(doc.chainId)),
    ...(doc.accountNumber ? [0x20, ...varint(doc.accountNumber)] : []),
  ])
}

export type CosmosSigner = {
  /** The account's address with a bech32 prefix (`cosmos`, `osmo`…). */
  address(prefix?: string): string
  publicKey: Uint8Array
  /** Answers a cosmos_* request; `undefined` when the method is not a cosmos one. */
  answer(method: string, params: unknown): unknown
  /**
   * Rewrites the next amino sign doc before signing it: a wallet that sets its own fee, or a
   * hostile one that changes the receiver. Used once.
   */
  tamperAmino: ((doc: Record<string, unknown>) => Record<string, unknown>) | undefined
}

/** The methods this wallet answers in the cosmos namespace. */
export const cosmosMethods = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']

export function createCosmosSigner(privateKey: Uint8Array, prefix = 'cosmos'): CosmosSigner {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const hash = createHash('ripemd160').update(sha256(publicKey)).digest()
  const address = (p = prefix) => bech32.encode(p, bech32.toWords(hash))
  const signature = (bytes: Uint8Array) => ({
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) },
    signature: base64.encode(secp256k1.sign(sha256(bytes), privateKey).toCompactRawBytes()),
  })
  // Any prefix: the same key signs on every chain the session holds.
  const own = (signer: unknown) => {
    let words: number[] = []
    try {
      words = bech32.decode(String(signer) as `${string}1${string}`).words
    } catch {}
    if (bech32.encode(prefix, words) !== address())
      throw new Error(`unknown signer ${String(signer)}`)
  }
  const signer: CosmosSigner = {
    address,
    publicKey,
    tamperAmino: undefined,
    answer(method, params) {
      const request = params as { signerAddress?: string; signDoc?: Record<string, unknown> }
      switch (method) {
        case 'cosmos_getAccounts':
          return [{ algo: 'secp256k1', address: address(), pubkey: base64.encode(publicKey) }]
        case 'cosmos_signDirect': {
          own(request.signerAddress)
          const doc = request.signDoc as {
            chainId: string
            accountNumber: string
            bodyBytes: string
            authInfoBytes: string
          }
          const bytes = encodeSignDoc({
            bodyBytes: base64.decode(doc.bodyBytes),
            authInfoBytes: base64.decode(doc.authInfoBytes),
            chainId: doc.chainId,
            accountNumber: BigInt(doc.accountNumber),
          })
          return { signed: doc, signature: signature(bytes) }
        }
        case 'cosmos_signAmino': {
          own(request.signerAddress)
          const tamper = signer.tamperAmino
          signer.tamperAmino = undefined
          const doc = tamper ? tamper({ ...request.signDoc }) : request.signDoc
          const bytes = new TextEncoder().encode(sortedJson(doc))
          return { signed: doc, signature: signature(bytes) }
        }
        default:
          return undefined
      }
    },
  }
  return signer
}
