import type { EmbeddedUser } from 'gangway/embedded'
import { api, session } from '../api.js'
import { FrameError } from '../frameError.js'
import { findKeysNeeded } from '../login/findKeysNeeded.js'
import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** How often the frame asks whether the Farcaster app has signed in. */
const farcasterPollMs = 1_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** CONNECT_FARCASTER: waits for the visitor's Farcaster app to sign in on the channel. */
export const connectFarcaster: Handler<'CONNECT_FARCASTER'> = async () => {
  const channelToken = frameState.farcasterChannel
  if (!channelToken)
    throw new FrameError('FARCASTER_CHANNEL_INVALID', 'An error occurred', { status: 400 })
  // Until the visitor's Farcaster app signed in, or the channel ended (the site's error). A
  // newer channel (asked for again) ends this wait.
  for (;;) {
    const { status, body } = await api<{
      token: string
      user: EmbeddedUser
      username: string | null
    }>('farcaster/connect', { body: { channelToken } })
    if (status === 200) {
      frameState.farcasterChannel = undefined
      session.token = body.token
      frameState.user = body.user
      return { userName: body.username, ...(await findKeysNeeded(body.user)) }
    }
    await sleep(farcasterPollMs)
    if (frameState.farcasterChannel !== channelToken)
      throw new FrameError('REQUEST_ABORTED', 'Request was aborted')
  }
}
