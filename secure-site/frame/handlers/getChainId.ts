import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** GET_CHAIN_ID: the chain this frame signs for. */
export const getChainId: Handler<'GET_CHAIN_ID'> = async () => ({ chainId: frameState.chainId })
