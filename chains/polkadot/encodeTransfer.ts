import type { Runtime } from './getRuntime.js'
import { concatBytes, encodeCompact, leBytes, toHex } from './hex.js'
import type { SignerPayloadJSON } from './types.js'

/** Blocks a transfer stays valid for (a mortal era, as wallets and polkadot.js default to). */
export const eraPeriod = 64

/** `Balances.transfer_keep_alive(MultiAddress::Id(dest), Compact(value))`, SCALE-encoded. */
export function encodeTransferCall(
  runtime: Runtime,
  { dest, value }: { dest: Uint8Array; value: bigint },
): Uint8Array {
  const [pallet, call] = runtime.transferKeepAlive
  return concatBytes(
    Uint8Array.of(pallet, call, runtime.addressIdIndex),
    dest,
    encodeCompact(value),
  )
}

/** A mortal era born at `blockNumber`, valid for `period` blocks (a power of two, 4–65536). */
export function encodeMortalEra(blockNumber: number, period = eraPeriod): Uint8Array {
  const phase = blockNumber % period
  const quantizeFactor = Math.max(period >> 12, 1)
  const trailingZeros = Math.log2(period & -period)
  const encoded =
    Math.min(15, Math.max(1, trailingZeros - 1)) | (Math.floor(phase / quantizeFactor) << 4)
  return leBytes(encoded, 2)
}

/** What the signed extensions add to the extrinsic, in the runtime's order. */
export function encodeExtra(
  runtime: Runtime,
  parameters: { era: Uint8Array; nonce: number; tip: bigint },
): Uint8Array {
  return concatBytes(
    ...runtime.extensions.map(({ kind }) => {
      switch (kind) {
        case 'era':
          return parameters.era
        case 'nonce':
          return encodeCompact(parameters.nonce)
        case 'tip':
          return encodeCompact(parameters.tip)
        case 'assetTip':
          // The tip, and no asset: fees are paid in the native coin.
          return concatBytes(encodeCompact(parameters.tip), Uint8Array.of(0))
        case 'metadataHash':
          // Mode 0: no metadata hash (the wallet is not asked to check one).
          return Uint8Array.of(0)
        default:
          return new Uint8Array()
      }
    }),
  )
}

/** A signed v4 extrinsic: length, `0x84`, `MultiAddress::Id(signer)`, `MultiSignature`, extra, call. */
export function encodeSignedExtrinsic(
  runtime: Runtime,
  parameters: { signer: Uint8Array; signature: Uint8Array; extra: Uint8Array; call: Uint8Array },
): Uint8Array {
  const body = concatBytes(
    Uint8Array.of(0x84, runtime.addressIdIndex),
    parameters.signer,
    parameters.signature,
    parameters.extra,
    parameters.call,
  )
  return concatBytes(encodeCompact(body.length), body)
}

const u32Hex = (value: number) => toHex(leBytes(value, 4).reverse())

/** The payload a wallet signs (`SignerPayloadJSON`, as polkadot.js and the extensions read it). */
export function toSignerPayload(
  runtime: Runtime,
  parameters: {
    address: string
    blockHash: `0x${string}`
    blockNumber: number
    era: Uint8Array
    genesisHash: `0x${string}`
    call: Uint8Array
    nonce: number
    tip: bigint
  },
): SignerPayloadJSON {
  const hasMetadataHash = runtime.extensions.some(({ kind }) => kind === 'metadataHash')
  return {
    address: parameters.address,
    blockHash: parameters.blockHash,
    blockNumber: u32Hex(parameters.blockNumber),
    era: toHex(parameters.era),
    genesisHash: parameters.genesisHash,
    method: toHex(parameters.call),
    nonce: u32Hex(parameters.nonce),
    specVersion: u32Hex(runtime.specVersion),
    tip: `0x${parameters.tip.toString(16).padStart(32, '0')}`,
    transactionVersion: u32Hex(runtime.transactionVersion),
    signedExtensions: runtime.extensions.map(({ identifier }) => identifier),
    version: 4,
    ...(hasMetadataHash ? { mode: 0 } : {}),
    withSignedTransaction: false,
  }
}
