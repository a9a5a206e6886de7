import { defineSolanaNetwork } from '../defineSolanaNetwork.js'

/** Solana testnet. */
export const solanaTestnet = /*#__PURE__*/ defineSolanaNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSRkHJf',
  name: 'Solana Testnet',
  rpcUrls: {
    default: {
      http: ['https://api.testnet.solana.com'],
      webSocket: ['wss://api.testnet.solana.com'],
    },
  },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  },
  testnet: true,
})
