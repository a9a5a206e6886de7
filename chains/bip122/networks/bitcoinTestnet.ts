import { defineNetwork } from '../defineNetwork.js'

/** Bitcoin testnet3; balances and broadcasts through mempool.space's public Esplora API. */
export const bitcoinTestnet = /*#__PURE__*/ defineNetwork({
  id: '000000000933ea01ad0e82f3a5a56a33',
  name: 'Bitcoin Testnet',
  kind: 'testnet',
  nativeCurrency: { name: 'Testnet Bitcoin', symbol: 'tBTC', decimals: 8 },
  esploraUrl: 'https://mempool.space/testnet/api',
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
})
