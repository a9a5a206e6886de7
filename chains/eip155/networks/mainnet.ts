import { defineNetwork } from '../defineNetwork.js'

/** Ethereum mainnet (chain id 1). */
export const mainnet = /*#__PURE__*/ defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io', 'https://cloudflare-eth.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})
