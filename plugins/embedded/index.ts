// gangway/embedded: the embedded wallet (SPEC §2 hidden frame, §7 frame protocol) that the
// e-mail and social login plugins share. Eagerly only `attachEmbeddedConnector`; the frame
// client, the providers and the approval view load on first use.
export {
  attachEmbeddedConnector,
  type EmbeddedParameters,
  embeddedConnectorId,
  loadEmbeddedWallet,
} from './attachEmbeddedConnector.js'
export type { EmbeddedProvider } from './createEmbeddedProvider.js'
export type { FrameClient, FrameClientParameters } from './createFrameClient.js'
export type {
  AccountType,
  EmailConnectAction,
  EmbeddedSession,
  EmbeddedWallet,
  SocialProvider,
} from './embeddedWalletTypes.js'
export {
  EmbeddedRpcError,
  FrameAbortedError,
  FrameLoadError,
  FrameRequestError,
  FrameStorageBlockedError,
  FrameTimeoutError,
  frameAlerts,
  frameErrorMessages,
  InvalidAppConfigurationError,
  MethodNotAllowedError,
} from './errors.js'
export { isAllowedOrigin } from './isAllowedOrigin.js'
export { loadEmbeddedMessages } from './loadEmbeddedMessages.js'
export { loginErrorText } from './loginErrorText.js'
export {
  approvalMethods,
  frameAnsweredMethods,
  frameSignableMethods,
  type MethodRoute,
  routeMethod,
  safeMethods,
} from './methods.js'
export {
  type AppMessage,
  appPrefix,
  type EmbeddedUser,
  type FrameEventName,
  type FrameMessage,
  type FramePayload,
  type FrameResult,
  frameEventNames,
  framePrefix,
  parseAppMessage,
  parseFrameMessage,
} from './protocol.js'
