/** A request for `kernel.request`, dispatched to the plugin that handles `method`. */
export type RpcRequest = { method: string; params?: unknown }

/**
 * Typed RPC methods. A plugin that handles a method declares it here, so callers of
 * `kernel.request` get its params and result types:
 *
 * @example
 * declare module 'gangway/kernel' {
 *   interface RpcMethods { tip_send: { params: [amount: number]; result: number } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface RpcMethods {}

/** The result type of a method: declared in `RpcMethods`, else `unknown`. */
export type RpcResult<method extends string> = method extends keyof RpcMethods
  ? RpcMethods[method] extends { result: infer result }
    ? result
    : unknown
  : unknown

/** The params type of a method: declared in `RpcMethods`, else `unknown`. */
export type RpcParams<method extends string> = method extends keyof RpcMethods
  ? RpcMethods[method] extends { params: infer params }
    ? params
    : unknown
  : unknown
