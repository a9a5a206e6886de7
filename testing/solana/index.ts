// gangway/testing/solana: a Solana wallet for a dapp's tests (Wallet Standard) that signs for real
// with keys the test chooses, with the kit's controls. Runs in the page (bundle it into a test
// page) or in Node.
export {
  createSolanaTestWallet,
  promptingFeatures,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
  type SolanaTestWalletRequest,
  SolanaWalletError,
} from './createSolanaTestWallet.js'
