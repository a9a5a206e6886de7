import { defineNetwork } from '../defineNetwork.js'

/** A local anvil node (chain id 31337); pass its real URL through `eip155({ rpcUrls })`. */
export const anvil = /*#__PURE__*/ defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
