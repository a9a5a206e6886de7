// A Keplr-compatible wallet (the `window.keplr` interface) holding one secp256k1 key: it signs
// for real (SIGN_MODE_DIRECT and ADR-36), as an extension would after the visitor approves.
import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { adr36SignDoc } from '../../chains/cosmos/adr36.js'
import type { DirectSignDoc, KeplrProvider, StdSignature } from '../../chains/cosmos/index.js'
import { signDoc as encodeSignDoc } from '../../chains/cosmos/protobuf.js'
import { addressOf } from './cosmosLcd.js'

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest()

/** JSON with keys sorted at every level, as amino sign docs are serialized. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

export type KeplrTestWallet = KeplrProvider & {
  privateKey: Uint8Array
  publicKey: Uint8Array
  /** The address it reports, per bech32 prefix. */
  address(prefix: string): string
  /** Answer getKey with this address instead (a hostile wallet). */
  reportAddress?: string | undefined
  rejectNext: boolean
  enabled: string[]
  suggested: Record<string, unknown>[]
  signed: DirectSignDoc[]
  /** Amino docs it signed (a Ledger account signs only these). */
  aminoSigned: unknown[]
  /** A Ledger account: getKey says isNanoLedger, and signDirect refuses as Keplr does. */
  ledger: boolean
  /** Rewrites the next amino doc before signing it (a hostile wallet). */
  tamperAmino?: ((doc: Record<string, unknown>) => Record<string, unknown>) | undefined
}

/**
 * @param prefixes - Chain id → bech32 prefix, for the chains it knows (others must be suggested).
 */
export function createKeplrTestWallet(
  prefixes: Record<string, string>,
  privateKey: Uint8Array = secp256k1.utils.randomPrivateKey(),
): KeplrTestWallet {
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const known = { ...prefixes }
  const sign = (bytes: Uint8Array): StdSignature => ({
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(publicKey) },
    signature: base64.encode(secp256k1.sign(sha256(bytes), privateKey).toCompactRawBytes()),
  })
  const wallet: KeplrTestWallet = {
    privateKey,
    publicKey,
    rejectNext: false,
    enabled: [],
    suggested: [],
    signed: [],
    aminoSigned: [],
    ledger: false,
    address: (prefix) => addressOf(publicKey, prefix),
    refuse() {
      if (!wallet.rejectNext) return
      wallet.rejectNext = false
      throw new Error('Request rejected')
    },
    prefix(chainId: string) {
      const prefix = known[chainId]
      if (!prefix) throw new Error(`There is no chain info for ${chainId}`)
      return prefix
    },
    async enable(chainIds) {
      ;(wallet as unknown as { refuse(): void }).refuse()
      for (const id of [chainIds].flat()) {
        ;(wallet as unknown as { prefix(id: string): string }).prefix(id)
        wallet.enabled.push(id)
      }
    },
    async experimentalSuggestChain(info) {
      wallet.suggested.push(info)
      const config = info.bech32Config as { bech32PrefixAccAddr: string }
      known[String(info.chainId)] = config.bech32PrefixAccAddr
    },
    async getKey(chainId) {
      const prefix = (wallet as unknown as { prefix(id: string): string }).prefix(chainId)
      return {
        bech32Address: wallet.reportAddress ?? addressOf(publicKey, prefix),
        pubKey: publicKey,
        algo: 'secp256k1',
        name: 'Test',
        isNanoLedger: wallet.ledger,
      }
    },
    async signAmino(_chainId, _signer, doc) {
      ;(wallet as unknown as { refuse(): void }).refuse()
      const tamper = wallet.tamperAmino
      wallet.tamperAmino = undefined
      const signed = tamper ? tamper({ ...doc }) : doc
      wallet.aminoSigned.push(signed)
      return {
        signed: signed as typeof doc,
        signature: sign(new TextEncoder().encode(sortedJson(signed))),
      }
    },
    async signDirect(chainId, _signer, doc) {
      ;(wallet as unknown as { refuse(): void }).refuse()
      if (wallet.ledger) throw new Error('Ledger does not support SIGN_MODE_DIRECT')
      wallet.signed.push(doc)
      return {
        signed: doc,
        signature: sign(
          encodeSignDoc({
            bodyBytes: doc.bodyBytes,
            authInfoBytes: doc.authInfoBytes,
            chainId,
            accountNumber: doc.accountNumber,
          }),
        ),
      }
    },
    async signArbitrary(_chainId, signer, data) {
      ;(wallet as unknown as { refuse(): void }).refuse()
      const message = typeof data === 'string' ? data : new TextDecoder().decode(data)
      return sign(new TextEncoder().encode(sortedJson(adr36SignDoc(signer, message))))
    },
  } as KeplrTestWallet
  return wallet
}
