import { actionNotAllowed } from '../frameError.js'
import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { presentUser } from '../login/presentUser.js'
import { userSmartAccounts } from '../login/userSmartAccounts.js'
import type { Handler } from './handler.js'

/** SET_PREFERRED_ACCOUNT: the key or the smart account answers from now on. */
export const setPreferredAccount: Handler<'SET_PREFERRED_ACCOUNT'> = async ({ type }) => {
  const user = await currentUser()
  if (type === 'smartAccount' && !(await userSmartAccounts(user)).isEnabled(frameState.chainId))
    throw actionNotAllowed()
  frameState.preferredAccountType = type
  return { type, address: (await presentUser(user)).address }
}
