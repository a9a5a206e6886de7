import { getBase58Encoder, getBase64Encoder, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { RpcRequest, TransactionPreview } from 'gangway/kernel'
import * as z from 'zod/mini'
import { InvalidPreviewRequestError } from './errors.js'
import { previewSolanaTransaction } from './previewSolanaTransaction.js'
import type { NativeCurrency } from './toPreview.js'
import type { SolanaTokenLabel } from './toSolanaPreview.js'

export type PreviewSolanaRequestParameters = {
  /** The visitor's address (base58). */
  from: string
  /** The wallet request as a dapp sent it: `{ method, params }`. */
  request: RpcRequest
  /** Names and symbols of mints from a source the host trusts (its `solana({ tokens })`). */
  tokens?: readonly SolanaTokenLabel[] | undefined
  nativeCurrency?: NativeCurrency | undefined
}

const base64 = /^[A-Za-z0-9+/]+={0,2}$/
const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const transactionParams = z.object({
  transaction: z.string().check(z.refine((text) => text.length > 0, 'empty')),
})

/** The Solana wallet requests a preview reads (WalletConnect's names). */
export const previewableSolanaMethods = [
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/**
 * Previews a Solana wallet request as a dapp sent it — `solana_signTransaction` or
 * `solana_signAndSendTransaction` with `{ transaction }` (base64 wire bytes; base58 as older
 * dapps send them) — with `previewSolanaTransaction`. Any other method (a message to sign,
 * several transactions at once) answers a preview of confidence `unknown`.
 *
 * @param rpc - kit's RPC client on the host's configured URL for the request's cluster.
 * @param parameters - The visitor, the request, trusted token labels.
 * @returns The preview.
 * @throws InvalidPreviewRequestError when the params are not what the method takes.
 * @example
 * const preview = await previewSolanaRequest(rpc, {
 *   from,
 *   request: { method: 'solana_signAndSendTransaction', params: { transaction: base64 } },
 * })
 */
export async function previewSolanaRequest(
  rpc: Rpc<SolanaRpcApi>,
  parameters: PreviewSolanaRequestParameters,
): Promise<TransactionPreview> {
  const { method, params } = parameters.request
  if (!(previewableSolanaMethods as readonly string[]).includes(method))
    return { confidence: 'unknown', send: [], receive: [], allow: [], warnings: [], actions: [] }
  const parsed = z.safeParse(transactionParams, Array.isArray(params) ? params[0] : params)
  if (!parsed.success)
    throw new InvalidPreviewRequestError(method, 'It takes { transaction: base64 }.')
  const text = parsed.data.transaction
  // Base58 text can look like base64: whichever reads as a transaction is the one.
  const candidates = [
    ...(text.length % 4 === 0 && base64.test(text) ? [getBase64Encoder().encode(text)] : []),
    ...(base58.test(text) ? [getBase58Encoder().encode(text)] : []),
  ]
  let error = new InvalidPreviewRequestError(method, 'The transaction is not base64.')
  for (const bytes of candidates)
    try {
      return await previewSolanaTransaction(rpc, {
        from: parameters.from,
        transaction: new Uint8Array(bytes),
        tokens: parameters.tokens,
        nativeCurrency: parameters.nativeCurrency,
      })
    } catch (cause) {
      if (!(cause instanceof InvalidPreviewRequestError)) throw cause
      error = cause
    }
  throw error
}
