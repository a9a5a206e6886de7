// gangway/siwx: the eager part is `siwx()` and its controller; building and signing messages
// and the SIWXSignMessage view load on first use. Nothing this file reaches statically may
// import a heavy module (viem, curves): esbuild and webpack keep every module a re-exporting
// index reaches, used or not. So writing and parsing messages (viem/siwe) and the bip122
// verifier (bitcoinjs-lib) are in gangway/siwx/server; the verifiers here load their
// cryptography on the first check.
export { createLocalSessionStorage, siwxSessionsKey } from './createLocalSessionStorage.js'
export { createNonce } from './createNonce.js'
export { type Siwx, type SiwxState, siwxView } from './createSiwxController.js'
export {
  SiwxInitError,
  SiwxMessageError,
  SiwxNotEnabledError,
  SiwxSignatureError,
} from './errors.js'
export { fromSiweConfig, type SiweConfig } from './fromSiweConfig.js'
export { getSiwx } from './getSiwx.js'
export { siwxMessages } from './messages.js'
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
