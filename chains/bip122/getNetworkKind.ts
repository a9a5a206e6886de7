import type { Network } from 'gangway/kernel'
import { bip122ChainIds } from './chainIds.js'
import type { BitcoinNetworkKind } from './defineNetwork.js'

/**
 * Which address rules a network follows: its `kind` when defined with `defineNetwork`, else
 * read from the CAIP id (mainnet and regtest by genesis hash; anything else is a test network).
 *
 * @example
 * getNetworkKind(bitcoinTestnet) // 'testnet'
 */
export function getNetworkKind(network: Network): BitcoinNetworkKind {
  const kind = (network as { kind?: unknown }).kind
  if (kind === 'mainnet' || kind === 'testnet' || kind === 'regtest') return kind
  if (network.caipNetworkId === bip122ChainIds.mainnet) return 'mainnet'
  if (network.caipNetworkId === bip122ChainIds.regtest) return 'regtest'
  return 'testnet'
}
