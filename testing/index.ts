// gangway/testing: wallets for a dapp's own tests. They sign for real with keys the test
// chooses and answer per the standards, so a dapp that never uses Gangway is tested the same.
// Test code only: no host page imports it (test/unit/testing/hostBundle.test.ts checks).

export {
  createPromptQueue,
  type PromptBehaviour,
  type PromptDecision,
  type PromptQueue,
} from './createPromptQueue.js'
export { createTestWallet } from './createTestWallet.js'
export { ProviderRpcError, TestingKitError } from './errors.js'
export {
  type PageStandardAnswer,
  type PageStandardFeature,
  type PageStandardWalletOptions,
  pageStandardWallet,
} from './pageStandardWallet.js'
export {
  type PageUnisatAnswer,
  type PageUnisatWalletOptions,
  pageUnisatWallet,
} from './pageUnisatWallet.js'
export {
  answerForPage,
  type PageWalletAnswer,
  type PageWalletOptions,
  pageWallet,
} from './pageWallet.js'
export { anvilPrivateKeys, promptingMethods } from './testWallet/constants.js'
export type {
  CreateTestWalletParameters,
  TestWallet,
  TestWalletChain,
  TestWalletEvent,
  TestWalletInfo,
  TestWalletRequest,
} from './testWallet/types.js'
