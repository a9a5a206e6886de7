// gangway/siwx: the eager part is `siwx()` and its controller; building and signing messages
// and the SIWXSignMessage view load on first use. The bip122 verifier (bitcoinjs-lib) is only
// in gangway/siwx/server.
export { createLocalSessionStorage, siwxSessionsKey } from './createLocalSessionStorage.js'
export { createNonce } from './createNonce.js'
export { type Siwx, type SiwxState, siwxView } from './createSiwxController.js'
export { createSiwxMessage } from './createSiwxMessage.js'
export {
  SiwxInitError,
  SiwxMessageError,
  SiwxNotEnabledError,
  SiwxSignatureError,
} from './errors.js'
export { fromSiweConfig, type SiweConfig } from './fromSiweConfig.js'
export { getSiwx } from './getSiwx.js'
export { siwxMessages } from './messages.js'
export { parseSiwxMessage } from './parseSiwxMessage.js'
export { type SiwxPlugin, siwx } from './siwx.js'
export type {
  GetNonceParameters,
  MaybePromise,
  SiwxFailureReason,
  SiwxMessageData,
  SiwxOptions,
  SiwxSession,
  SiwxSessionKey,
  SiwxStorage,
  SiwxVerifier,
} from './types.js'
export { type Eip155VerifierParameters, eip155Verifier } from './verifiers/eip155.js'
export { solanaVerifier } from './verifiers/solana.js'
