/** The WalletConnect `polkadot` namespace's methods (WalletConnect's Polkadot RPC reference). */
export const polkadotWalletConnectMethods = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
] as const

export type PolkadotWalletConnectMethod = (typeof polkadotWalletConnectMethods)[number]

/** The namespace's events: none are defined for polkadot. */
export const polkadotWalletConnectEvents = [] as const
