// gangway/walletconnect: the eager part. The relay client (@walletconnect/universal-provider)
// and the Connecting views load through `import()` only when they are needed.

export type {
  SessionEip155Provider,
  SessionNamespaceProvider,
} from './createSessionProviders.js'
export {
  ConnectionRequestResetError,
  RelayUnreachableError,
  SessionRejectedError,
} from './errors.js'
export type { PairingState } from './pairing.js'
export { startWalletConnect } from './startWalletConnect.js'
export {
  getWalletConnect,
  type WalletConnectParameters,
  type WalletConnectPlugin,
  walletConnect,
  walletConnectConnectorId,
} from './walletConnect.js'
export type { WalletConnectController } from './walletConnectController.js'
export { walletConnectIcon } from './walletConnectIcon.js'
