import { api } from '../api.js'
import { frameState } from '../login/frameState.js'
import { parentOrigin } from '../parentOrigin.js'
import type { Handler } from './handler.js'

/** GET_FARCASTER_URI: a Sign In With Farcaster channel; its token stays in the frame. */
export const getFarcasterUri: Handler<'GET_FARCASTER_URI'> = async () => {
  const { body } = await api<{ url: string; channelToken: string }>('farcaster/channel', {
    body: { origin: parentOrigin() },
  })
  frameState.farcasterChannel = body.channelToken
  return { url: body.url }
}
