import { definePolkadotNetwork } from '../defineNetwork.js'

/** The Polkadot relay chain (DOT, 10 decimals, SS58 prefix 0). */
export const polkadot = /*#__PURE__*/ definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  ss58Prefix: 0,
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrl: 'https://rpc.polkadot.io',
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
})
