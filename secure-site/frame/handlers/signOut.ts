import { api, session } from '../api.js'
import { forgetLogin } from '../login/forgetLogin.js'
import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** SIGN_OUT: this session ends, whether or not the site hears of it. */
export const signOut: Handler<'SIGN_OUT'> = async () => {
  // The host closed its modal over an open recovery-password view: that login ends too.
  frameState.openPrompt?.cancel()
  if (session.token) await api('signout', { auth: true }).catch(() => undefined)
  forgetLogin()
  return undefined
}
