import { definePolkadotNetwork } from '../defineNetwork.js'

/** The Westend test network (WND, 12 decimals, SS58 prefix 42). */
export const westend = /*#__PURE__*/ definePolkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Prefix: 42,
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrl: 'https://westend-rpc.polkadot.io',
  blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  testnet: true,
})
