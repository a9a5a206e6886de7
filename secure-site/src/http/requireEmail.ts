import { ApiError } from '../errors.js'
import type { UserRecord } from '../findUser.js'

/**
 * The user's e-mail, for what mails a code (e-mail change, key export); a social-only user
 * without one gets 409 NO_EMAIL.
 */
export function requireEmail(user: UserRecord): string {
  if (user.email === null)
    throw new ApiError(409, 'NO_EMAIL', 'This account has no e-mail address to send a code to')
  return user.email
}
