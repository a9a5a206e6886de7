import { api } from '../api.js'
import { forgetLogin } from '../login/forgetLogin.js'
import type { Handler } from './handler.js'

/** SIGN_OUT_EVERYWHERE: every session of the user ends. */
export const signOutEverywhere: Handler<'SIGN_OUT_EVERYWHERE'> = async () => {
  // Unlike SIGN_OUT, a failure is the visitor's to know: the other devices may still be in.
  await api('signout/all', { auth: true })
  forgetLogin()
  return undefined
}
