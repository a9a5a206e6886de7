import { defineNetwork } from '../defineNetwork.js'

/** OP Mainnet (chain id 10). */
export const optimism = /*#__PURE__*/ defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
})
