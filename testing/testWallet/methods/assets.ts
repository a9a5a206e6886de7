import { unsupported } from '../schemas.js'
import { signer } from '../signer.js'
import type { MethodHandlers } from './context.js'

// ERC-7811: the wallet reports its assets, when the test says what (reportAssets).

export const assetMethods: MethodHandlers = {
  wallet_getAssets({ state, method, params }) {
    if (!state.assets) throw unsupported(method)
    signer(state, undefined)
    return state.assets(params[0])
  },
}
