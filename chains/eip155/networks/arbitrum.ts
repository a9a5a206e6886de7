import { defineNetwork } from '../defineNetwork.js'

/** Arbitrum One (chain id 42161). */
export const arbitrum = /*#__PURE__*/ defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})
