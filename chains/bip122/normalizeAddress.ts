import { builtInNetworks } from './detectNetwork.js'
import { validateAddress } from './validateAddress.js'

const bech32Pattern = /^(bc|tb|bcrt)1/i
/** The shapes of base58 (p2pkh, p2sh) and bech32/bech32m addresses, checked before decoding. */
const shapePattern =
  /^(?:[123mn][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87})$/

/**
 * A wallet-supplied bitcoin address in its one canonical spelling, or `undefined` when it is
 * an address of no bitcoin network. Bech32 is case-insensitive (BIP-173), so `BC1Q…` and
 * `bc1q…` are one wallet: the lowercase form is the identity. Base58 is case-sensitive and kept.
 *
 * @example
 * normalizeAddress('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ') // 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
 * normalizeAddress('<b>') // undefined
 */
export function normalizeAddress(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined
  const candidate = bech32Pattern.test(address) ? address.toLowerCase() : address
  // Mixed case is invalid bech32 (BIP-173); lowercasing must not make it valid.
  if (candidate !== address && address !== address.toUpperCase()) return undefined
  if (!shapePattern.test(candidate)) return undefined
  return builtInNetworks.some((network) => validateAddress(candidate, network))
    ? candidate
    : undefined
}
