// gangway/siwx/server: verify sign-in messages on a host's Node backend.
export { createMemoryNonceStore } from '../createMemoryNonceStore.js'
export { createNonce } from '../createNonce.js'
export {
  type CreatePostgresNonceStoreParameters,
  createPostgresNonceStore,
  type SqlClient,
} from '../createPostgresNonceStore.js'
export { createSiwxMessage } from '../createSiwxMessage.js'
export { SiwxMessageError } from '../errors.js'
export { parseDateTime } from '../parseDateTime.js'
export { parseSiwxMessage } from '../parseSiwxMessage.js'
export type {
  SiwxFailureReason,
  SiwxMessageData,
  SiwxNonceStore,
  SiwxSession,
  SiwxVerifier,
} from '../types.js'
export { bip122Verifier } from '../verifiers/bip122.js'
export { cosmosVerifier } from '../verifiers/cosmos.js'
export { type Eip155VerifierParameters, eip155Verifier } from '../verifiers/eip155.js'
export { polkadotVerifier } from '../verifiers/polkadot.js'
export { solanaVerifier } from '../verifiers/solana.js'
export {
  clockSkew,
  type VerifySiwxParameters,
  type VerifySiwxReturnType,
  verifySiwx,
} from '../verifySiwx.js'
