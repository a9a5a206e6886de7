import { api } from '../api.js'
import { loadCustody } from '../loadCustody.js'
import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { text } from '../messages.js'
import type { Handler } from './handler.js'

/** SET_RECOVERY_PASSWORD (CUSTODY=shares, issue 32): the new password is typed here. */
export const setRecoveryPassword: Handler<'SET_RECOVERY_PASSWORD'> = async ({ otp }) => {
  // The code is checked with the new password.
  const custody = await loadCustody()
  const prompt = custody.passwordPrompt(text)
  frameState.openPrompt = prompt
  try {
    const { address, email } = await currentUser()
    await custody.changeRecoveryPassword({
      api,
      eip155Address: address,
      otp,
      ask: prompt.ask,
      label: email ?? '',
    })
  } finally {
    prompt.close()
    frameState.openPrompt = undefined
  }
  return undefined
}
