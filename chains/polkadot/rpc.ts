import type { Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'
import { RpcError } from './errors.js'

const responseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.optional(z.unknown()), message: z.optional(z.unknown()) })),
})

/**
 * One JSON-RPC call to a Polkadot-SDK node over HTTP (the legacy `state_*`, `chain_*`,
 * `author_*` methods every node serves). The result is checked with `schema`.
 *
 * @throws RpcError when the node fails, answers an error, or answers a malformed result.
 * @example
 * const hash = await rpcRequest(kernel, url, 'chain_getBlockHash', [0], hexSchema)
 */
export async function rpcRequest<value>(
  kernel: Kernel,
  {
    url,
    method,
    params,
    schema,
  }: { url: string; method: string; params: readonly unknown[]; schema: z.ZodMiniType<value> },
): Promise<value> {
  let response: z.infer<typeof responseSchema>
  try {
    response = await kernel.http.request(url, {
      method: 'POST',
      // One request per HTTP exchange: the id needs no counter (and no module-level state).
      body: { jsonrpc: '2.0', id: 1, method, params },
      schema: responseSchema,
    })
  } catch (error) {
    throw new RpcError(`${method} failed`, error)
  }
  if (response.error)
    throw new RpcError(`${method}: ${String(response.error.message ?? 'error').slice(0, 300)}`)
  const parsed = schema.safeParse(response.result)
  if (!parsed.success) throw new RpcError(`${method} answered a malformed result`, parsed.error)
  return parsed.data
}

/** A 0x hex string of whole bytes. */
export const hexSchema = z
  .string()
  .check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/)) as z.ZodMiniType<`0x${string}`>

/** A 32-byte hash. */
export const hashSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/)) as z.ZodMiniType<`0x${string}`>
