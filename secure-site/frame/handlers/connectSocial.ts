import type { EmbeddedUser } from 'gangway/embedded'
import { api, session } from '../api.js'
import { FrameError } from '../frameError.js'
import { findKeysNeeded } from '../login/findKeysNeeded.js'
import { frameState } from '../login/frameState.js'
import { lostLogin } from '../login/lostLogin.js'
import { takeSocialResult } from '../socialResult.js'
import type { Handler } from './handler.js'

/** CONNECT_SOCIAL: the provider's answer (the host's, or the popup's) logs in. */
export const connectSocial: Handler<'CONNECT_SOCIAL'> = async ({ uri }) => {
  const { body } = await api<{ token: string; user: EmbeddedUser }>('social/connect', {
    body: { uri: uri ?? (await takeSocialResult()) },
  }).catch((error: unknown) => {
    // The sign-in was started by a frame whose device id this one could not keep.
    throw error instanceof FrameError && error.code === 'SOCIAL_STATE_INVALID'
      ? lostLogin(error)
      : error
  })
  session.token = body.token
  frameState.user = body.user
  const user = body.user
  const needed = await findKeysNeeded(body.user)
  return {
    email: user.email ?? null,
    address: user.address,
    chainId: frameState.chainId,
    // No accounts yet when the frame is to make the keys (CUSTODY=shares).
    ...(needed.keys === 'set' ? {} : { accounts: user.accounts }),
    userName: user.username ?? null,
    ...needed,
  }
}
