import { defineSolanaNetwork } from '../defineSolanaNetwork.js'

/** Solana mainnet-beta; CAIP-2 reference = the genesis hash prefix. */
export const solanaMainnet = /*#__PURE__*/ defineSolanaNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
})
