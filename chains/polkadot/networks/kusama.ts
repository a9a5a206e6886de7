import { definePolkadotNetwork } from '../defineNetwork.js'

/** The Kusama relay chain (KSM, 12 decimals, SS58 prefix 2). */
export const kusama = /*#__PURE__*/ definePolkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  ss58Prefix: 2,
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrl: 'https://kusama-rpc.polkadot.io',
  blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } },
})
