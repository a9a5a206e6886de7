import { defineNetwork } from '../defineNetwork.js'

/** Bitcoin mainnet; balances and broadcasts through mempool.space's public Esplora API. */
export const bitcoin = /*#__PURE__*/ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  kind: 'mainnet',
  esploraUrl: 'https://mempool.space/api',
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
})
