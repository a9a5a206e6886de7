import type { Client as ViemClient } from 'viem'
import * as z from 'zod/mini'
import { InvalidHistoryAnswerError } from '../errors.js'

// Only the zod pieces the page already loads (no union, no length checks): esbuild would
// otherwise move the extra kinds into the chunk the page shares with this lazy code.
// What eip155 nodes answer, checked before anything is read from it: a hostile or broken RPC
// gets its answer refused (the page fails with 'Failed to fetch transactions'), never
// half-read.

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

export const blockNumberSchema = quantity

export const logSchema = z.object({
  address,
  topics: z.array(hash).check(z.refine((topics) => topics.length <= 4, 'too many topics')),
  data: hex,
  blockNumber: quantity,
  transactionHash: hash,
  logIndex: quantity,
  blockTimestamp: z.optional(z.nullable(quantity)),
  removed: z.optional(z.boolean()),
})
export type RpcLog = z.infer<typeof logSchema>
export const logsSchema = z.array(logSchema)

export const transactionSchema = z.object({
  hash,
  from: address,
  to: z.nullable(z.optional(address)),
  value: quantity,
  nonce: quantity,
  blockNumber: z.nullable(z.optional(quantity)),
})
export type RpcTransaction = z.infer<typeof transactionSchema>

export const blockSchema = z.object({
  number: quantity,
  timestamp: quantity,
  // Hashes (`false`) or objects (`true`): each object is checked with `transactionSchema`.
  transactions: z.array(z.unknown()),
})
export type RpcBlock = z.infer<typeof blockSchema>

export const receiptSchema = z.object({
  transactionHash: hash,
  from: address,
  to: z.nullable(z.optional(address)),
  blockNumber: quantity,
  status: z.optional(z.nullable(quantity)),
  logs: z.array(logSchema),
})
export type RpcReceipt = z.infer<typeof receiptSchema>

/** Just the JSON-RPC `request` of a viem client: its transport batches concurrent calls. */
export type RpcClient = Pick<ViemClient, 'request'>

/** The value, checked; `InvalidHistoryAnswerError` naming `what` when it does not fit. */
export function parseRpc<value>(
  schema: z.ZodMiniType<value>,
  { value, what }: { value: unknown; what: string },
): value {
  const result = schema.safeParse(value)
  if (!result.success) throw new InvalidHistoryAnswerError(what, result.error.issues[0]?.message)
  return result.data
}
