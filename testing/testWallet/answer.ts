import { accountMethods } from './methods/accounts.js'
import { assetMethods } from './methods/assets.js'
import { callMethods } from './methods/calls.js'
import { chainMethods } from './methods/chains.js'
import type { MethodContext } from './methods/context.js'
import { permissionMethods } from './methods/permissions.js'
import { signingMethods } from './methods/signing.js'
import { forward } from './node.js'
import { unsupported } from './schemas.js'

/** Every method the wallet answers itself. A Map: a dapp's method name is no object key. */
const handlers = new Map(
  Object.entries({
    ...accountMethods,
    ...chainMethods,
    ...signingMethods,
    ...callMethods,
    ...assetMethods,
    ...permissionMethods,
  }),
)

/** The wallet's answer to one request (after its prompt, if any, was approved). */
export async function answer(context: MethodContext): Promise<unknown> {
  const handler = handlers.get(context.method)
  if (handler) return handler(context)
  // Reads go to the node; anything else a wallet would not do for a site.
  const { method, params } = context
  if (method.startsWith('eth_') && !/^eth_(sign|signTransaction|sendRawTransaction)$/.test(method))
    return forward(context.state, { method, params })
  throw unsupported(method)
}
