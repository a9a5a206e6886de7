import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** SWITCH_NETWORK: the chain this frame signs for from now on. */
export const switchNetwork: Handler<'SWITCH_NETWORK'> = async ({ chainId }) => {
  frameState.chainId = chainId
  return { chainId }
}
