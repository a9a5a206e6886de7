import { bytesToNumberBE } from '@noble/curves/abstract/utils'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

const Point = secp256k1.ProjectivePoint
const order = secp256k1.CURVE.n

/**
 * The two secp256k1 operations bitcoinjs-lib needs for taproot addresses, on the same
 * @noble/curves that viem uses: one copy of the curve in a page, not one per library
 * (@bitcoinerlab/secp256k1 brings @noble/curves 2 beside viem's 1.x).
 */
const ecc = {
  isXOnlyPoint(bytes: Uint8Array): boolean {
    if (bytes.length !== 32) return false
    try {
      schnorr.utils.lift_x(bytesToNumberBE(bytes))
      return true
    } catch {
      return false
    }
  },
  xOnlyPointAddTweak(
    bytes: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    const scalar = bytesToNumberBE(tweak)
    if (bytes.length !== 32 || tweak.length !== 32 || scalar >= order) return null
    let point: InstanceType<typeof Point>
    try {
      point = schnorr.utils.lift_x(bytesToNumberBE(bytes))
    } catch {
      return null
    }
    const tweaked = scalar === 0n ? point : point.add(Point.BASE.multiply(scalar))
    if (tweaked.equals(Point.ZERO)) return null
    const compressed = tweaked.toRawBytes(true)
    return { parity: compressed[0] === 3 ? 1 : 0, xOnlyPubkey: compressed.slice(1) }
  },
}

let ready = false

/**
 * Gives bitcoinjs-lib its secp256k1 implementation (pure JS, no WASM), which taproot
 * addresses need; it checks the implementation against its test vectors. bitcoinjs keeps
 * it in a module variable of its own: set it once.
 */
export function ensureEcc(): void {
  if (ready) return
  initEccLib(ecc)
  ready = true
}
