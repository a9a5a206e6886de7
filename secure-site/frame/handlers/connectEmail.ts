import { api } from '../api.js'
import { canAskStorageAccess } from '../frameStorage.js'
import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** CONNECT_EMAIL: the site mails a login code. */
export const connectEmail: Handler<'CONNECT_EMAIL'> = async ({ email }) => {
  // The site answers every address alike, `verify-otp` (issue 31).
  const { body } = await api<{ action: 'verify-otp' }>('email/connect', { body: { email } })
  frameState.email = email
  // Blocked storage would lose the login with this frame: the visitor may allow it first.
  return canAskStorageAccess()
    ? { action: body.action, storage: 'blocked' as const }
    : { action: body.action }
}
