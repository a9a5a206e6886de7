import { defineNetwork } from '../defineNetwork.js'

/** A local regtest node (electrs' default Esplora port); pass the real URL as `esploraUrl`. */
export const bitcoinRegtest = /*#__PURE__*/ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  kind: 'regtest',
  nativeCurrency: { name: 'Regtest Bitcoin', symbol: 'rBTC', decimals: 8 },
  esploraUrl: 'http://127.0.0.1:3002',
  testnet: true,
})
