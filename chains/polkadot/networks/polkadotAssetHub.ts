import { definePolkadotNetwork } from '../defineNetwork.js'

/** Polkadot Asset Hub (DOT, 10 decimals, SS58 prefix 0). */
export const polkadotAssetHub = /*#__PURE__*/ definePolkadotNetwork({
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  name: 'Polkadot Asset Hub',
  ss58Prefix: 0,
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrl: 'https://polkadot-asset-hub-rpc.polkadot.io',
  blockExplorers: { default: { name: 'Subscan', url: 'https://assethub-polkadot.subscan.io' } },
})
