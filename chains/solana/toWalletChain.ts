import type { Network } from 'gangway/kernel'
import { solanaCaipNetworkIds } from './walletConnect.js'

/** Wallet Standard names clusters by name, CAIP-2 by genesis hash. */
const walletChains: Readonly<Record<string, `solana:${string}`>> = {
  [solanaCaipNetworkIds.mainnet]: 'solana:mainnet',
  [solanaCaipNetworkIds.devnet]: 'solana:devnet',
  [solanaCaipNetworkIds.testnet]: 'solana:testnet',
}

/**
 * The Wallet Standard chain id of a network (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`; any other network keeps its CAIP-2 id, e.g. `solana:localnet`).
 *
 * @example
 * toWalletChain(solanaDevnet) // 'solana:devnet'
 */
export function toWalletChain(network: Network): `solana:${string}` {
  return walletChains[network.caipNetworkId] ?? `solana:${network.id}`
}
