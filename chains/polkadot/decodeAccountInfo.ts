import { readLe } from './hex.js'
import type { PolkadotBalance } from './types.js'

/**
 * Decodes `System.Account` (frame_system `AccountInfo<u32, AccountData<u128>>`: nonce,
 * consumers, providers, sufficients, then free, reserved, frozen, flags): exactly 80 bytes.
 * `undefined` for an account the chain does not know (no storage): all zero.
 *
 * @throws RangeError when the storage is not 80 bytes (another layout, or a hostile node).
 */
export function decodeAccountInfo(bytes: Uint8Array | undefined): PolkadotBalance {
  if (bytes === undefined) return toBalance({ nonce: 0, free: 0n, reserved: 0n, frozen: 0n })
  if (bytes.length !== 80) throw new RangeError(`System.Account is ${bytes.length} bytes, not 80`)
  return toBalance({
    nonce: Number(readLe(bytes, { offset: 0, length: 4 })),
    free: readLe(bytes, { offset: 16, length: 16 }),
    reserved: readLe(bytes, { offset: 32, length: 16 }),
    frozen: readLe(bytes, { offset: 48, length: 16 }),
  })
}

/** The parts of a balance; transferable = free − max(frozen − reserved, 0) (pallet-balances). */
export function toBalance({
  nonce,
  free,
  reserved,
  frozen,
}: {
  nonce: number
  free: bigint
  reserved: bigint
  frozen: bigint
}): PolkadotBalance {
  const locked = frozen > reserved ? frozen - reserved : 0n
  return {
    free,
    reserved,
    frozen,
    transferable: free > locked ? free - locked : 0n,
    total: free + reserved,
    nonce,
  }
}
