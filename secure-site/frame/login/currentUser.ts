import type { EmbeddedUser } from 'gangway/embedded'
import { api } from '../api.js'
import { frameState } from './frameState.js'

/** The signed-in user: as this frame last heard it, else asked of the site. */
export async function currentUser(): Promise<EmbeddedUser> {
  if (frameState.user) return frameState.user
  const { body } = await api<{ isConnected: boolean; user: EmbeddedUser }>('session', {
    method: 'GET',
    auth: true,
  })
  frameState.user = body.user
  return body.user
}
