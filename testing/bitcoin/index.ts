// gangway/testing/bitcoin: a Bitcoin wallet for a dapp's tests (Wallet Standard and UniSat-style)
// that signs for real with keys the test chooses. Runs in the page (bundle it into a test page)
// or in Node; needs `ecpair` and `@bitcoinerlab/secp256k1` (optional peer dependencies).
export { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
export { BitcoinWalletError } from './errors.js'
export { defaultBitcoinTestKeys } from './keys.js'
export type {
  BitcoinTestNetwork,
  BitcoinTestWallet,
  BitcoinTestWalletOptions,
  BitcoinTestWalletRequest,
  UnisatTestApi,
} from './types.js'
