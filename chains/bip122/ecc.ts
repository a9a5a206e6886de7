import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

let ready = false

/**
 * Gives bitcoinjs-lib its secp256k1 implementation (pure JS, no WASM), which taproot
 * addresses need. bitcoinjs keeps it in a module variable of its own: set it once.
 */
export function ensureEcc(): void {
  if (ready) return
  initEccLib(ecc)
  ready = true
}
