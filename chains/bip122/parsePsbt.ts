import { hex } from '@scure/base'
import { Psbt } from 'bitcoinjs-lib'
import type { Network } from 'gangway/kernel'
import { InvalidPsbtError } from './errors.js'
import { toBitcoinjsNetwork } from './toBitcoinjsNetwork.js'

/**
 * Reads a PSBT given as base64, hex or bytes.
 *
 * @throws InvalidPsbtError
 * @example
 * const psbt = parsePsbt('cHNidP8B…', bitcoin)
 */
export function parsePsbt(value: string | Uint8Array, network: Network): Psbt {
  const options = { network: toBitcoinjsNetwork(network) }
  try {
    if (value instanceof Uint8Array) return Psbt.fromBuffer(value, options)
    const text = value.trim()
    if (/^70736274ff/i.test(text)) return Psbt.fromBuffer(hex.decode(text.toLowerCase()), options)
    return Psbt.fromBase64(text, options)
  } catch (error) {
    throw new InvalidPsbtError(error instanceof Error ? error.message : String(error), {
      cause: error,
    })
  }
}
