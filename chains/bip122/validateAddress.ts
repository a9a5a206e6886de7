import { address as bitcoinAddress } from 'bitcoinjs-lib'
import type { Network } from 'gangway/kernel'
import { ensureEcc } from './ecc.js'
import { toBitcoinjsNetwork } from './toBitcoinjsNetwork.js'

/**
 * Whether a text is an address of `network`: base58 (p2pkh, p2sh), bech32 (p2wpkh, p2wsh)
 * or bech32m (p2tr), with the network's prefixes and a valid checksum. Checked with
 * bitcoinjs-lib's `address.toOutputScript`.
 *
 * @param address - The text to check.
 * @param network - Mainnet, testnet/signet or regtest rules.
 * @returns `true` when valid.
 * @example
 * validateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoin) // true
 * validateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinTestnet) // false
 */
export function validateAddress(address: string, network: Network): boolean {
  if (typeof address !== 'string' || address.trim() !== address || address.length > 100)
    return false
  ensureEcc()
  try {
    bitcoinAddress.toOutputScript(address, toBitcoinjsNetwork(network))
    return true
  } catch {
    return false
  }
}
