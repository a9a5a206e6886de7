import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { ProviderRpcError } from '../../errors.js'
import { parseParams, unsupported } from '../schemas.js'
import { signer } from '../signer.js'
import type { TestWalletState } from '../state.js'
import type { MethodContext, MethodHandlers } from './context.js'

// ERC-7715 execution permissions, in its current method names and (`earlier`) its first ones,
// answered only when the test offers them (offerPermissions).

/** The delegation manager a `current` ERC-7715 grant names (MetaMask's Delegation Framework). */
const delegationManager = '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3'

/** The `permissionContext` of a revoke's parameter, if it names one. */
export function permissionContextOf(value: unknown): string | undefined {
  const context = (value as { permissionContext?: unknown } | null)?.permissionContext
  return typeof context === 'string' ? context : undefined
}

/** Ends a session it granted (ERC-7715 revoke: `{}` when done). */
export function revokeGrant(
  state: TestWalletState,
  { form, value }: { form: 'current' | 'earlier'; value: unknown },
): object {
  const context = permissionContextOf(value)
  const grant = context === undefined ? undefined : state.granted.get(context)
  if (!grant || grant.form !== form)
    throw new ProviderRpcError(-32602, `No permission with context ${String(context)}.`)
  state.granted.delete(context!)
  return {}
}

function grant({ state, method, params }: MethodContext): unknown {
  const form = method === 'wallet_grantPermissions' ? 'earlier' : 'current'
  const { permissions } = state
  if (permissions?.form !== form) throw unsupported(method)
  signer(state, undefined)
  if (permissions.answer) return permissions.answer(params[0])
  const request = parseParams(z.record(z.string(), z.unknown()), { value: params[0], method })
  const context = numberToHex(++state.grants, { size: 32 })
  const entry =
    form === 'current'
      ? { ...request, context, dependencies: [], delegationManager }
      : { ...request, context }
  state.granted.set(context, { form, entry })
  return [entry]
}

function requireCurrent({ state, method }: MethodContext): void {
  if (state.permissions?.form !== 'current') throw unsupported(method)
}

export const permissionMethods: MethodHandlers = {
  wallet_getSupportedExecutionPermissions(context) {
    requireCurrent(context)
    return {
      'native-token-allowance': {
        chainIds: [numberToHex(context.state.chainId)],
        ruleTypes: ['expiry'],
      },
    }
  },
  wallet_requestExecutionPermissions: grant,
  wallet_grantPermissions: grant,
  wallet_getGrantedExecutionPermissions(context) {
    requireCurrent(context)
    return [...context.state.granted.values()]
      .filter((g) => g.form === 'current')
      .map((g) => g.entry)
  },
  wallet_revokeExecutionPermission(context) {
    requireCurrent(context)
    return revokeGrant(context.state, { form: 'current', value: context.params[0] })
  },
}
