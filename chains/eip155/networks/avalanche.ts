import { defineNetwork } from '../defineNetwork.js'

/** Avalanche C-Chain (chain id 43114). */
export const avalanche = /*#__PURE__*/ defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
})
