import { FrameError } from '../frameError.js'

/**
 * A JSON-RPC error reply (a bundler's AAxx refusal, a node's revert), its message kept:
 * `rpcCode` is the reply's own error code.
 */
export class JsonRpcError extends FrameError {
  override name = 'JsonRpcError'
  readonly rpcCode: number
  constructor(rpcCode: number, message: string) {
    super('JSON_RPC_ERROR', message)
    this.rpcCode = rpcCode
  }
}

let nextId = 0

/** The call `jsonRpc` makes. */
export type JsonRpcParameters = {
  /** The JSON-RPC method: `eth_call`, `eth_sendUserOperation`. */
  method: string
  /** Its positional params, as the method defines them. */
  params: unknown[]
}

/**
 * One JSON-RPC call over fetch. The frame's smart account talks to the chain, the bundler
 * and the paymaster with this alone: viem's clients would triple the frame page's weight.
 *
 * @example
 * const code = await jsonRpc<string>(rpcUrl, { method: 'eth_getCode', params: [address, 'latest'] })
 */
export async function jsonRpc<result>(
  url: string,
  { method, params }: JsonRpcParameters,
): Promise<result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    credentials: 'omit',
    cache: 'no-store',
  })
  const reply = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (reply?.error)
    throw new JsonRpcError(
      typeof reply.error.code === 'number' ? reply.error.code : -32603,
      typeof reply.error.message === 'string' ? reply.error.message : `${method} failed`,
    )
  if (!response.ok || !reply || !('result' in reply))
    throw new JsonRpcError(-32603, `${method} failed (HTTP ${response.status})`)
  return reply.result as result
}
