// A module of its own (dist/frame/solanaPreview.js, scripts/build-frame.mjs), imported only
// when a Solana transaction is to be approved: @solana/kit and the programs' decoders are
// several times the frame page's budget. What each transaction will do (issue 33): its System
// and Token instructions decoded, and, on a node of the operator's (SOLANA_NETWORKS), the
// visitor's SOL and token changes as `simulateTransaction` reports them.

import {
  createRpc,
  createSolanaRpc,
  createSolanaRpcApi,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { loadSolanaPreview, type TransactionPreview } from 'gangway/preview/solana'
import { FrameError, invalidParameters } from './frameError.js'
import { withTimeout } from './withTimeout.js'

/** A Solana cluster the operator gave a node for (SOLANA_NETWORKS). */
export type SolanaNode = {
  rpcUrl: string
  name?: string | undefined
  nativeCurrency?: { symbol: string; decimals: number } | undefined
}

/** One transaction of the request as the approval reads it. */
export type SolanaTransactionPreview = {
  preview: TransactionPreview
  /** The operator's cluster whose recent blockhash the transaction carries (where it can land). */
  node: SolanaNode | undefined
}

/** How long the approval waits on a node for one transaction before it shows it decoded only. */
export const solanaPreviewTimeoutMs = 4_000

/** An RPC that answers nothing: the preview then decodes the instructions alone. */
const noNode: Rpc<SolanaRpcApi> = createRpc({
  api: createSolanaRpcApi(),
  transport: () => Promise.reject(new FrameError('NO_NODE', 'no node for this cluster')),
})

const bytesOfBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A refusal the approval shows instead of a request it cannot read. */
const invalid = (reason: string) => invalidParameters(reason)

/** The wire bytes and recent blockhash of a transaction `account` must sign, else a refusal. */
function readTransaction(base64: string, account: string, index: number) {
  let bytes: Uint8Array
  let blockhash: string
  let signers: string[]
  try {
    bytes = bytesOfBase64(base64)
    const transaction = getTransactionDecoder().decode(bytes)
    signers = Object.keys(transaction.signatures)
    blockhash = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ).lifetimeToken
  } catch {
    throw invalid(`transaction ${index + 1} is not a Solana transaction`)
  }
  if (!signers.includes(account))
    throw invalid(`transaction ${index + 1} is not signed by ${account}`)
  return { bytes, blockhash }
}

/**
 * Previews each transaction for `account`: on the first of the operator's nodes that knows
 * its blockhash (the cluster it was built for, whatever the host says), simulated; without
 * one, or when the node is slow, decoded only. Each transaction is simulated on its own,
 * against the chain as it is now.
 *
 * @throws Error 'Invalid request parameters: …' for bytes that are no transaction, or one
 * `account` does not sign.
 */
export async function previewSolanaTransactions(parameters: {
  transactions: readonly string[]
  account: string
  nodes: readonly SolanaNode[]
}): Promise<SolanaTransactionPreview[]> {
  const { account, nodes } = parameters
  const read = parameters.transactions.map((text, index) => readTransaction(text, account, index))
  const { previewSolanaTransaction } = await loadSolanaPreview()
  const rpcs = nodes.map((node) => createSolanaRpc(node.rpcUrl))
  const knows = new Map<string, Promise<number>>()
  /** The index of the first node whose cluster holds `blockhash`, or -1. */
  const clusterOf = (blockhash: string) => {
    let found = knows.get(blockhash)
    if (!found) {
      found = (async () => {
        for (const [index, rpc] of rpcs.entries()) {
          const answer = await withTimeout(
            rpc
              .isBlockhashValid(blockhash as never, { commitment: 'processed' })
              .send()
              .catch(() => undefined),
            solanaPreviewTimeoutMs,
          )
          if (answer?.value === true) return index
        }
        return -1
      })()
      knows.set(blockhash, found)
    }
    return found
  }
  return Promise.all(
    read.map(async ({ bytes, blockhash }) => {
      const index = await clusterOf(blockhash)
      const node = nodes[index]
      const rpc = rpcs[index]
      const preview = (rpc: Rpc<SolanaRpcApi>) =>
        previewSolanaTransaction(rpc, {
          from: account,
          transaction: bytes,
          ...(node?.nativeCurrency ? { nativeCurrency: node.nativeCurrency } : {}),
        })
      const simulated = rpc
        ? await withTimeout(
            preview(rpc).catch(() => undefined),
            solanaPreviewTimeoutMs,
          )
        : undefined
      return { preview: simulated ?? (await preview(noNode)), node }
    }),
  )
}
