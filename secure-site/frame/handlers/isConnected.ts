import { session } from '../api.js'
import { FrameError } from '../frameError.js'
import { currentUser } from '../login/currentUser.js'
import type { Handler } from './handler.js'

/** IS_CONNECTED: whether this frame's session token still logs in. */
export const isConnected: Handler<'IS_CONNECTED'> = async () => {
  if (!session.token) return { isConnected: false }
  try {
    await currentUser()
    return { isConnected: true }
  } catch (error) {
    if (error instanceof FrameError && error.status === 401) return { isConnected: false }
    throw error
  }
}
