import type { EmbeddedUser } from 'gangway/embedded'
import { api, session } from '../api.js'
import { FrameError } from '../frameError.js'
import { findKeysNeeded } from '../login/findKeysNeeded.js'
import { frameState } from '../login/frameState.js'
import { lostLogin } from '../login/lostLogin.js'
import type { Handler } from './handler.js'

/** CONNECT_OTP: the mailed code logs in; CUSTODY=shares says what the keys still need. */
export const connectOtp: Handler<'CONNECT_OTP'> = async ({ otp }) => {
  if (!frameState.email)
    throw lostLogin(new FrameError('INVALID_CODE', 'Invalid code', { status: 400 }))
  const { body } = await api<{ token: string; user: EmbeddedUser }>('email/otp', {
    body: { email: frameState.email, otp },
  })
  session.token = body.token
  frameState.user = body.user
  const needed = await findKeysNeeded(body.user)
  return needed.keys ? needed : undefined
}
