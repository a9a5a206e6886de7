import { defineNetwork } from '../defineNetwork.js'

/** Polygon PoS (chain id 137). */
export const polygon = /*#__PURE__*/ defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})
