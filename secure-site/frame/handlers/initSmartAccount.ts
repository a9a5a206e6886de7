import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { userSmartAccounts } from '../login/userSmartAccounts.js'
import type { Handler } from './handler.js'

/** INIT_SMART_ACCOUNT: the smart account's address on the current chain, read ahead. */
export const initSmartAccount: Handler<'INIT_SMART_ACCOUNT'> = async () => {
  const accounts = await userSmartAccounts(await currentUser())
  if (accounts.isEnabled(frameState.chainId)) await accounts.address(frameState.chainId)
  return undefined
}
