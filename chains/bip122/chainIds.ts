/**
 * CAIP-2 ids of the Bitcoin networks: `bip122:` and the first 32 hex digits of the genesis
 * block hash. WalletConnect's bip122 namespace uses the same ids.
 */
export const bip122ChainIds = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0e82f3a5a56a33',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

export type Bip122ChainId = (typeof bip122ChainIds)[keyof typeof bip122ChainIds]
