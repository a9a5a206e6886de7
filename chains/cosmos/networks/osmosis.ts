import { defineNetwork } from '../defineNetwork.js'

/** Osmosis (`cosmos:osmosis-1`). */
export const osmosis = /* #__PURE__ */ defineNetwork({
  id: 'osmosis-1',
  name: 'Osmosis',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  gasPrice: 0.025,
  nativeCurrency: { name: 'Osmo', symbol: 'OSMO', decimals: 6 },
  restUrls: ['https://osmosis-rest.publicnode.com'],
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis/' } },
})
