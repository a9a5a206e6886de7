// gangway/testing/bitcoin: a Bitcoin wallet for a dapp's tests (Wallet Standard and UniSat-style)
// that signs for real with keys the test chooses. Runs in the page (bundle it into a test page)
// or in Node; needs `ecpair` and `@bitcoinerlab/secp256k1` (optional peer dependencies).
export {
  type BitcoinTestNetwork,
  type BitcoinTestWallet,
  type BitcoinTestWalletOptions,
  type BitcoinTestWalletRequest,
  BitcoinWalletError,
  createBitcoinTestWallet,
  defaultBitcoinTestKeys,
  type UnisatTestApi,
} from './createBitcoinTestWallet.js'
