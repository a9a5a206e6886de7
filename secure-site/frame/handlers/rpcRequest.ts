import { approvalMethods, frameSignableMethods } from 'gangway/embedded'
import { closeExportedKeys } from '../exportKeys.js'
import { actionNotAllowed, invalidParameters, methodNotAllowed } from '../frameError.js'
import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { keepSessionOrigin } from '../login/sessionOrigins.js'
import { signRequest } from '../login/signRequest.js'
import { readApprovalNetworks, readSmartNetworks } from '../login/siteNetworks.js'
import { activeSmartAccounts } from '../login/userSmartAccounts.js'
import { parentOrigin } from '../parentOrigin.js'
import { showApproval } from '../showApproval.js'
import { describeSmartRequest } from '../smart/describeSmartRequest.js'
import type { Handler } from './handler.js'

/**
 * RPC_REQUEST: the smart account's own reads answer at once; a signing request is shown for
 * the visitor to approve (SPEC §6), and signs only then.
 */
export const rpcRequest: Handler<'RPC_REQUEST'> = async (payload) => {
  const { method } = payload
  const { chainId } = frameState
  const user = await currentUser()
  // Reads of the smart account's own state: no approval (SPEC §6 lists them as allowed).
  if (method === 'wallet_getCapabilities') {
    const smart = await activeSmartAccounts(user)
    return smart ? smart.capabilities() : {}
  }
  if (method === 'wallet_getCallsStatus') {
    const smart = await activeSmartAccounts(user)
    const [id] = Array.isArray(payload.params) ? payload.params : []
    if (!smart || typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
      throw invalidParameters()
    return smart.callsStatus(chainId, id as `0x${string}`)
  }
  if (!(approvalMethods as readonly string[]).includes(method)) throw methodNotAllowed()
  if (!(frameSignableMethods as readonly string[]).includes(method)) throw actionNotAllowed()
  const smart = await activeSmartAccounts(user)
  const networks = await readApprovalNetworks()
  const described = smart
    ? await describeSmartRequest({
        request: payload,
        address: await smart.address(chainId),
        chainId,
        accounts: smart,
        sponsored: (await readSmartNetworks()).some(
          (n) => n.chainId === chainId && Boolean(n.paymasterUrl),
        ),
        networks,
      })
    : undefined
  closeExportedKeys()
  const origin = parentOrigin() ?? ''
  const result = await showApproval({
    request: payload,
    origin,
    user,
    chainId,
    sign: signRequest,
    networks,
    described,
  })
  const granted =
    method === 'wallet_grantPermissions' && smart ? (result as { context?: unknown }) : undefined
  if (granted && typeof granted.context === 'string' && smart)
    keepSessionOrigin({ account: await smart.address(chainId), key: granted.context, origin })
  return result
}
