import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { crypto, initEccLib, networks, payments, type Signer, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import type { BitcoinTestNetwork } from './types.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

/** Public test keys (never use them for real funds). */
export const defaultBitcoinTestKeys = {
  payment: '00000000000000000000000000000000000000000000000000000000000000a1',
  ordinals: '00000000000000000000000000000000000000000000000000000000000000b2',
} as const

/** One address the wallet signs for, with its keys. */
export type Key = {
  address: string
  publicKey: string
  path: string
  /** The key that signs: the taproot-tweaked one for p2tr. */
  signer: Signer
  pair: ECPairInterface
  taproot: boolean
  outputScript: Uint8Array
}

/** The private keys of one account: a payment and an ordinals key, hex. */
export type AccountKeys = { paymentKey: string; ordinalsKey: string }

export function toNetwork(network: BitcoinTestNetwork): networks.Network {
  return network === 'mainnet'
    ? networks.bitcoin
    : network === 'testnet'
      ? networks.testnet
      : networks.regtest
}

/** Account `index`'s two keys on `network`: payment (p2wpkh, BIP-84) and ordinals (p2tr, BIP-86). */
export function buildKeys(
  keys: AccountKeys,
  { index, network }: { index: number; network: BitcoinTestNetwork },
): [Key, Key] {
  const coin = network === 'mainnet' ? 0 : 1
  const params = toNetwork(network)
  const paymentPair = ECPair.fromPrivateKey(hex.decode(keys.paymentKey), { network: params })
  const ordinalsPair = ECPair.fromPrivateKey(hex.decode(keys.ordinalsKey), { network: params })
  const internal = toXOnly(ordinalsPair.publicKey)
  const paymentOutput = payments.p2wpkh({ pubkey: paymentPair.publicKey, network: params })
  const ordinalsOutput = payments.p2tr({ internalPubkey: internal, network: params })
  return [
    {
      address: paymentOutput.address!,
      publicKey: hex.encode(paymentPair.publicKey),
      path: `m/84'/${coin}'/${index}'/0/0`,
      signer: paymentPair,
      pair: paymentPair,
      taproot: false,
      outputScript: paymentOutput.output!,
    },
    {
      address: ordinalsOutput.address!,
      publicKey: hex.encode(internal),
      path: `m/86'/${coin}'/${index}'/0/0`,
      signer: ordinalsPair.tweak(crypto.taggedHash('TapTweak', internal)),
      pair: ordinalsPair,
      taproot: true,
      outputScript: ordinalsOutput.output!,
    },
  ]
}
