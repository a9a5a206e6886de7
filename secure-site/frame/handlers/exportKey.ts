import { api } from '../api.js'
import { type ExportedKeys, showExportedKeys } from '../exportKeys.js'
import { loadCustody } from '../loadCustody.js'
import { currentUser } from '../login/currentUser.js'
import { frameState } from '../login/frameState.js'
import { loginCustody } from '../login/loginCustody.js'
import { text } from '../messages.js'
import type { Handler } from './handler.js'

/** EXPORT_KEY: after the mailed code, the keys are shown in the frame (never sent to the host). */
export const exportKey: Handler<'EXPORT_KEY'> = async ({ otp }) => {
  if ((await loginCustody()) === 'shares') {
    // CUSTODY=shares (issue 32): the key is rebuilt here, after the code, from this device's
    // share and the auth share; the server has no key to send.
    const custody = await loadCustody()
    const prompt = custody.passwordPrompt(text)
    frameState.openPrompt = prompt
    let keys: ExportedKeys
    try {
      keys = await custody.exportKeys({
        api,
        eip155Address: (await currentUser()).address,
        otp,
        ask: prompt.ask,
      })
    } finally {
      prompt.close()
      frameState.openPrompt = undefined
    }
    await showExportedKeys(keys)
    return undefined
  }
  const { body } = await api<ExportedKeys>('export', { body: { otp }, auth: true })
  await showExportedKeys(body)
  return undefined
}
