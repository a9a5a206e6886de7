import { session } from '../api.js'
import { frameState } from './frameState.js'

/** This frame's login, gone: the token, and what it knew of the user. */
export function forgetLogin(): void {
  session.token = undefined
  frameState.user = undefined
  frameState.email = undefined
  frameState.smart = undefined
  frameState.keysNeeded = undefined
}
