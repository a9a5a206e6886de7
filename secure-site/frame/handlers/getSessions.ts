import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { sessionOrigins } from '../login/sessionOrigins.js'
import { userSmartAccounts } from '../login/userSmartAccounts.js'
import { functionName } from '../smart/describeSmartRequest.js'
import type { Handler } from './handler.js'

/** GET_SESSIONS: the smart account's session keys still valid, each with the app that asked. */
export const getSessions: Handler<'GET_SESSIONS'> = async () => {
  const { chainId } = frameState
  const accounts = await userSmartAccounts(await currentUser())
  if (!accounts.isEnabled(chainId)) return { sessions: [] }
  const account = await accounts.address(chainId)
  const origins = sessionOrigins()
  const held = await accounts.sessions(chainId, Math.floor(Date.now() / 1000))
  return {
    sessions: held.map((session) => {
      const origin = origins[`${account}:${session.key}`.toLowerCase()]
      return {
        key: session.key,
        origin: typeof origin === 'string' ? origin : null,
        target: session.target,
        call: /^0x0{8}$/.test(session.selector) ? null : functionName(session.selector),
        spendLimit: session.spendLimit.toString(),
        spent: session.spent.toString(),
        validUntil: session.validUntil,
      }
    }),
  }
}
