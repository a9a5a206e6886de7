import { defineNetwork } from '../defineNetwork.js'

/** Base (chain id 8453). */
export const base = /*#__PURE__*/ defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})
