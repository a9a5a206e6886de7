// gangway/testing/walletconnect: a WalletConnect wallet (@reown/walletkit) and a local relay, so a
// dapp's QR flow is tested by pairing with the URI its page shows. Node only; needs
// `@reown/walletkit` and `ws` (optional peer dependencies).
export { createMemoryStorage } from './createMemoryStorage.js'
export {
  type Relay,
  type RelayMessage,
  type StartRelayParameters,
  startRelay,
} from './startRelay.js'
export { startWalletConnectWallet } from './startWalletConnectWallet.js'
export type {
  StartWalletConnectWalletParameters,
  WalletConnectTestWallet,
  WalletConnectTestWalletCall,
} from './wallet/types.js'
