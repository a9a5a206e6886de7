import { emitEvent } from '../state.js'
import type { MethodHandlers } from './context.js'
import { permissionContextOf, revokeGrant } from './permissions.js'

// The site's access to the accounts (EIP-1102, EIP-2255, MIP-2).

export const accountMethods: MethodHandlers = {
  eth_requestAccounts({ state }) {
    state.authorized = true
    return [state.account.address]
  },
  wallet_requestPermissions({ state }) {
    state.authorized = true
    return [{ parentCapability: 'eth_accounts', caveats: [] }]
  },
  wallet_getPermissions({ state }) {
    return state.authorized ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []
  },
  wallet_revokePermissions({ state, params }) {
    // ERC-7715's earlier text ends a session under this name ({ permissionContext });
    // anything else is MIP-2's, which ends the site's access to the accounts.
    if (permissionContextOf(params[0]) !== undefined)
      return revokeGrant(state, { form: 'earlier', value: params[0] })
    if (state.authorized) {
      state.authorized = false
      emitEvent(state, { event: 'accountsChanged', payload: [] })
    }
    return null
  },
  eth_accounts({ state }) {
    return state.authorized ? [state.account.address] : []
  },
  eth_coinbase({ state }) {
    return state.authorized ? state.account.address : null
  },
}
