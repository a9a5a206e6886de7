import { defineSolanaNetwork } from '../defineSolanaNetwork.js'

/**
 * A local validator (`solana-test-validator` defaults: HTTP on 8899, WebSocket on 8900).
 * Give `rpcUrls` to `solana()` to point it elsewhere.
 */
export const solanaLocalnet = /*#__PURE__*/ defineSolanaNetwork({
  id: 'localnet',
  name: 'Solana Localnet',
  rpcUrls: {
    default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] },
  },
  blockExplorers: {
    default: {
      name: 'Solana Explorer',
      url: 'https://explorer.solana.com/?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    },
  },
  testnet: true,
})
