import { bech32 } from '@scure/base'

/**
 * `true` when `address` is a bech32 account address (20 or 32 bytes) with `prefix`.
 *
 * @example
 * isCosmosAddress('cosmos1…', 'cosmos')
 */
export function isCosmosAddress(address: string, prefix: string): boolean {
  try {
    const { prefix: found, words } = bech32.decode(address as `${string}1${string}`, 90)
    const length = bech32.fromWords(words).length
    return found === prefix && (length === 20 || length === 32)
  } catch {
    return false
  }
}
