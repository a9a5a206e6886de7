// The Solana preview toolkit: everything that needs @solana/kit and the programs' decoders, one
// lazy chunk. `solana/index.ts` (gangway/preview/solana) loads it with `import()` on the first
// Solana preview.
export { decodeSolanaInstruction } from './decodeSolanaInstruction.js'
export {
  type PreviewSolanaRequestParameters,
  previewableSolanaMethods,
  previewSolanaRequest,
} from './previewSolanaRequest.js'
export {
  type PreviewSolanaTransactionParameters,
  previewSolanaTransaction,
} from './previewSolanaTransaction.js'
export {
  readSolanaMint,
  readSolanaTokenAccount,
  type SolanaAccountState,
  type SolanaMint,
  type SolanaTokenAccount,
} from './readSolanaAccount.js'
export { readSolanaFailure } from './readSolanaFailure.js'
export type {
  SolanaAuthorityKind,
  SolanaDecoded,
  SolanaEffect,
  SolanaInstruction,
} from './solanaTypes.js'
export { type SolanaAccounts, type SolanaTokenLabel, toSolanaPreview } from './toSolanaPreview.js'
