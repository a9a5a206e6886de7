import { forgetGrantedPermission, type GrantedPermissionRecord } from './grantedPermissions.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'

/**
 * Ends a session (an ERC-7715 permission) the connected wallet granted, in the text it was
 * granted in: `wallet_revokeExecutionPermission` (the ERC's current text) for one granted as
 * `wallet_requestExecutionPermissions`, `wallet_revokePermissions` (the earlier text) for one
 * granted as `wallet_grantPermissions`; both with `{ permissionContext }`. The wallet may ask
 * the visitor. Once it answers, the session is forgotten.
 *
 * @throws UserRejectedRequestError (4001) when the visitor refuses, MethodNotSupportedRpcError
 *   or UnsupportedProviderMethodError when the wallet cannot revoke, other wallet errors as
 *   `toEip155Error` names them.
 * @example
 * const [session] = await adapter.getGrantedPermissions({ connectorId, address, network })
 * await revokePermission(context, session)
 */
export async function revokePermission(
  context: Eip155Context,
  permission: GrantedPermissionRecord,
): Promise<void> {
  const provider = context.getProvider(permission.connectorId)
  const method =
    permission.method === 'wallet_requestExecutionPermissions'
      ? 'wallet_revokeExecutionPermission'
      : 'wallet_revokePermissions'
  try {
    await provider.request({
      method,
      params: { permissionContext: permission.context },
    } as never)
  } catch (error) {
    throw toEip155Error(error)
  }
  forgetGrantedPermission(context.kernel, permission)
}
