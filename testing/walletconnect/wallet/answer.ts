import { cosmosMethods } from '../cosmosSigner.js'
import { bip122Methods } from './methods/bip122.js'
import type { MethodContext, MethodHandlers } from './methods/context.js'
import { eip155Methods } from './methods/eip155.js'
import { solanaMethods } from './methods/solana.js'

const cosmosHandlers: MethodHandlers = Object.fromEntries(
  cosmosMethods.map((method) => [
    method,
    ({ state, params }: MethodContext) => state.cosmos.answer(method, params),
  ]),
)

/** Every method the wallet answers. A Map: a dapp's method name is no object key. */
const handlers = new Map(
  Object.entries({ ...eip155Methods, ...solanaMethods, ...bip122Methods, ...cosmosHandlers }),
)

/** The wallet's answer to one session request (after the visitor approved it). */
export async function answer(context: MethodContext): Promise<unknown> {
  const handler = handlers.get(context.method)
  if (!handler) throw new Error(`the test wallet does not support ${context.method}`)
  return handler(context)
}
