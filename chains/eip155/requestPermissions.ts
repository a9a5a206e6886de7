import { InvalidWalletDataError } from 'gangway/kernel'
import { numberToHex } from 'viem'
import { PermissionsNotSupportedError } from './errors/chain.js'
import { getPermissionsSupport } from './getPermissionsSupport.js'
import { recordGrantedPermission } from './grantedPermissions.js'
import {
  type GrantedPermission,
  type PermissionsMethod,
  parseGrantedPermission,
} from './parsePermissions.js'
import { getRpcCode, toEip155Error } from './toEip155Error.js'
import type { Eip155Context, RequestPermissionsParameters } from './types.js'

export type { RequestPermissionsParameters } from './types.js'

/** -32601 and 4200: the wallet does not know the method (not a refusal by the visitor). */
const unknownMethod = (error: unknown) => {
  const code = getRpcCode(error)
  return code === -32601 || code === 4200
}

/**
 * Asks the connected wallet for an ERC-7715 permission (a session), SPEC §7: as
 * `wallet_requestExecutionPermissions` (the ERC's current text) when the wallet offers it,
 * falling back to `wallet_grantPermissions` (the earlier text SPEC names) when it does not, or
 * when it answers that it does not know the method. The wallet asks the visitor.
 *
 * The site records what the wallet granted (`getGrantedPermissions` lists it, the visitor can
 * revoke it in the modal's Sessions view).
 *
 * @returns The permission as granted (the wallet may have changed amounts or expiry).
 * @throws PermissionsNotSupportedError when the wallet offers neither form,
 *   UserRejectedRequestError (4001) when the visitor refuses, InvalidWalletDataError when the
 *   answer is not a permission for this chain and account.
 * @example
 * const { context } = await requestPermissions(context, {
 *   connectorId, address, network: base, to: sessionAccount, expiry: now + 3600,
 *   permission: { type: 'native-token-allowance', data: { allowance: '0x2386f26fc10000' } },
 * })
 */
export async function requestPermissions(
  context: Eip155Context,
  parameters: RequestPermissionsParameters,
): Promise<GrantedPermission> {
  const { address, network, to, expiry, permission } = parameters
  const chainId = Number(network.id)
  const support = await getPermissionsSupport(context, parameters)
  if (!support) throw new PermissionsNotSupportedError(chainId)
  const provider = context.getProvider(parameters.connectorId)
  const requests: Record<PermissionsMethod, unknown[]> = {
    wallet_requestExecutionPermissions: [
      {
        chainId: numberToHex(chainId),
        from: address,
        to,
        permission: {
          type: permission.type,
          isAdjustmentAllowed: permission.isAdjustmentAllowed ?? false,
          data: permission.data,
        },
        rules: [{ type: 'expiry', data: { timestamp: expiry } }],
      },
    ],
    // The earlier text: the session account is an `account` signer, one permission in a list.
    wallet_grantPermissions: [
      {
        chainId: numberToHex(chainId),
        address,
        expiry,
        signer: { type: 'account', data: { address: to } },
        permissions: [{ type: permission.type, data: permission.data }],
      },
    ],
  }
  const allowance = permission.data.allowance
  const ask = async (method: PermissionsMethod): Promise<GrantedPermission> => {
    const answer = await provider.request({ method, params: requests[method] } as never)
    const granted = parseGrantedPermission(method, { answer, asked: { chainId, address } })
    if (!granted) throw new InvalidWalletDataError(`${method}: not a permission for ${address}`)
    // The site's own list of what the wallet granted (getGrantedPermissions, revokePermission).
    recordGrantedPermission(context.kernel, {
      connectorId: parameters.connectorId,
      address: address.toLowerCase(),
      chainId,
      method,
      context: granted.context,
      to,
      type: permission.type,
      allowance:
        typeof allowance === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(allowance)
          ? (allowance as `0x${string}`)
          : undefined,
      expiry: granted.expiry ?? expiry,
    })
    return granted
  }
  try {
    if (support.method === 'wallet_grantPermissions') return await ask('wallet_grantPermissions')
    try {
      return await ask('wallet_requestExecutionPermissions')
    } catch (error) {
      if (!unknownMethod(error)) throw error
      return await ask('wallet_grantPermissions')
    }
  } catch (error) {
    throw toEip155Error(error)
  }
}
