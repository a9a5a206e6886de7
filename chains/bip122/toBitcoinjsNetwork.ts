import { networks } from 'bitcoinjs-lib'
import type { Network } from 'gangway/kernel'
import { getNetworkKind } from './getNetworkKind.js'

/**
 * bitcoinjs-lib's address parameters for a Gangway network (signet uses testnet's).
 *
 * @example
 * toBitcoinjsNetwork(bitcoinTestnet) // networks.testnet
 */
export function toBitcoinjsNetwork(network: Network): networks.Network {
  const kind = getNetworkKind(network)
  return kind === 'mainnet'
    ? networks.bitcoin
    : kind === 'regtest'
      ? networks.regtest
      : networks.testnet
}
