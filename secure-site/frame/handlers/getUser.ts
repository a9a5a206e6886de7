import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { presentUser } from '../login/presentUser.js'
import type { Handler } from './handler.js'

/** GET_USER: the user on the host's chain and account type (each kept for what follows). */
export const getUser: Handler<'GET_USER'> = async (payload) => {
  if (payload?.chainId !== undefined) frameState.chainId = payload.chainId
  if (payload?.preferredAccountType) frameState.preferredAccountType = payload.preferredAccountType
  return presentUser(await currentUser())
}
