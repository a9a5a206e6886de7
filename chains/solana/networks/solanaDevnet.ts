import { defineSolanaNetwork } from '../defineSolanaNetwork.js'

/** Solana devnet. */
export const solanaDevnet = /*#__PURE__*/ defineSolanaNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrls: {
    default: {
      http: ['https://api.devnet.solana.com'],
      webSocket: ['wss://api.devnet.solana.com'],
    },
  },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  },
  testnet: true,
})
