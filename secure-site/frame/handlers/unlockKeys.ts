import { api } from '../api.js'
import { FrameError } from '../frameError.js'
import { loadCustody } from '../loadCustody.js'
import { currentUser } from '../login/currentUser.js'
import { forgetLogin } from '../login/forgetLogin.js'
import { frameState } from '../login/frameState.js'
import { forgetLoginCustody } from '../login/loginCustody.js'
import { text } from '../messages.js'
import type { Handler } from './handler.js'

/**
 * UNLOCK_KEYS (CUSTODY=shares, issue 32): the frame asks for the recovery factor and makes the
 * keys (`set`, `migrate`) or opens them on this device (`enter`).
 */
export const unlockKeys: Handler<'UNLOCK_KEYS'> = async () => {
  const needed = frameState.keysNeeded
  if (!needed) return undefined
  const custody = await loadCustody()
  const prompt = custody.passwordPrompt(text)
  frameState.openPrompt = prompt
  try {
    if (needed === 'set' || needed === 'migrate') {
      // The recovery password, or a passkey; a failed site asks again (custody's createKeys).
      await custody.createKeys({
        api,
        ask: prompt.ask,
        label: frameState.email ?? frameState.user?.email ?? '',
        migrating: needed === 'migrate',
      })
      forgetLoginCustody()
      frameState.user = undefined
    } else {
      await custody.recover({
        api,
        eip155Address: (await currentUser()).address,
        ask: prompt.ask,
        params: frameState.recoveryParams,
      })
    }
  } catch (error) {
    // No half login: without its keys the session is ended (the next login asks again).
    await api('signout', { auth: true }).catch(() => undefined)
    forgetLogin()
    if (error instanceof FrameError && error.code === 'RECOVERY_LOCKED')
      throw new FrameError(error.code, text('custodyLocked'), { status: error.status })
    throw error
  } finally {
    prompt.close()
    frameState.openPrompt = undefined
  }
  frameState.keysNeeded = undefined
  return undefined
}
