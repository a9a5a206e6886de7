// gangway/preview/solana: what a Solana request will do before anyone signs it (issue 33). Tiny:
// every function here loads the @solana/kit-based toolkit (`../solanaToolkit.ts`) with
// `import()` on its first call. Its own entry, apart from `gangway/preview`, so a Solana host's
// bundle never reaches the EVM toolkit (whose zod schemas bundlers would add to the page's
// eager zod chunk). The solana adapter's `previewRequest` uses it.
import type { Rpc, SolanaRpcApi } from '@solana/kit'
import type { TransactionPreview } from 'gangway/kernel'

export type {
  PreviewAction,
  PreviewApproval,
  PreviewAsset,
  PreviewChange,
  PreviewWarning,
  TransactionPreview,
} from 'gangway/kernel'
export { InvalidPreviewRequestError } from '../errors.js'
export type {
  PreviewSolanaRequestParameters,
  PreviewSolanaTransactionParameters,
  SolanaAccountState,
  SolanaDecoded,
  SolanaEffect,
  SolanaInstruction,
  SolanaMint,
  SolanaTokenAccount,
  SolanaTokenLabel,
} from '../solanaToolkit.js'

/**
 * Loads the Solana preview toolkit: the instruction decoder (`decodeSolanaInstruction`), the
 * account readers, `readSolanaFailure` and `toSolanaPreview`. One lazy chunk, loaded once.
 *
 * @returns The toolkit module.
 * @example
 * const { decodeSolanaInstruction } = await loadSolanaPreview()
 * decodeSolanaInstruction({ programAddress, accounts, data }).effects // [{ type: 'moveSol', … }]
 */
export const loadSolanaPreview = (): Promise<typeof import('../solanaToolkit.js')> =>
  import('../solanaToolkit.js')

/**
 * Previews a Solana wallet request as a dapp sent it — `solana_signTransaction`,
 * `solana_signAndSendTransaction` — on the host's own RPC: `simulateTransaction` with the
 * visitor's accounts for the SOL and SPL changes, decoding of the System and Token
 * instructions for grants and where the node cannot simulate. Any other method answers a
 * preview of confidence `unknown`.
 *
 * @param rpc - kit's RPC client on the host's configured URL for the request's cluster.
 * @param parameters - `{ from, request: { method, params }, tokens?, nativeCurrency? }`.
 * @returns The preview.
 * @throws InvalidPreviewRequestError when the params are not a transaction.
 * @example
 * const preview = await previewSolanaRequest(createSolanaRpc(url), {
 *   from: visitor,
 *   request: { method: 'solana_signAndSendTransaction', params: { transaction: base64 } },
 * })
 * preview.send // [{ asset: { kind: 'native', symbol: 'SOL', decimals: 9, … }, amount: 1_000_000n, counterparty: bob }]
 */
export async function previewSolanaRequest(
  rpc: Rpc<SolanaRpcApi>,
  parameters: import('../solanaToolkit.js').PreviewSolanaRequestParameters,
): Promise<TransactionPreview> {
  return (await loadSolanaPreview()).previewSolanaRequest(rpc, parameters)
}

/**
 * Previews a Solana transaction's wire bytes as `from` (see `previewSolanaRequest`).
 *
 * @param rpc - kit's RPC client on the host's configured URL.
 * @param parameters - `{ from, transaction, tokens?, nativeCurrency? }`.
 * @returns The preview.
 * @example
 * const preview = await previewSolanaTransaction(rpc, { from, transaction: getTransactionEncoder().encode(tx) })
 */
export async function previewSolanaTransaction(
  rpc: Rpc<SolanaRpcApi>,
  parameters: import('../solanaToolkit.js').PreviewSolanaTransactionParameters,
): Promise<TransactionPreview> {
  return (await loadSolanaPreview()).previewSolanaTransaction(rpc, parameters)
}
