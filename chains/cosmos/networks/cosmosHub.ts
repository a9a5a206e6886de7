import { defineNetwork } from '../defineNetwork.js'

/** Cosmos Hub (`cosmos:cosmoshub-4`). */
export const cosmosHub = /* #__PURE__ */ defineNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  gasPrice: 0.025,
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  restUrls: ['https://cosmos-rest.publicnode.com'],
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos/' } },
})
