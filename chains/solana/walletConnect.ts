// What the WalletConnect connector (issue 5) needs for the solana namespace. Plain data, eager.

/** SPEC §6: the methods a remote wallet is asked to allow in the solana namespace. */
export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** Solana wallets emit no session events that Gangway relies on. */
export const solanaWalletConnectEvents = [] as const

/** CAIP-2 ids of the public clusters (reference = genesis hash prefix). */
export const solanaCaipNetworkIds = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkHJf',
} as const
