// gangway/walletconnect: the eager part. The relay client (@walletconnect/universal-provider)
// and the Connecting views load through `import()` only when they are needed.

export type {
  PairingState,
  SessionEip155Provider,
  SessionNamespaceProvider,
  WalletConnectController,
} from './createWalletConnectController.js'
export {
  ConnectionRequestResetError,
  RelayUnreachableError,
  SessionRejectedError,
} from './errors.js'
export { startWalletConnect } from './startWalletConnect.js'
export {
  getWalletConnect,
  type WalletConnectParameters,
  type WalletConnectPlugin,
  walletConnect,
  walletConnectConnectorId,
} from './walletConnect.js'
export { walletConnectIcon } from './walletConnectIcon.js'
