import { api } from '../api.js'
import type { Sign } from '../described.js'
import { loadCustody } from '../loadCustody.js'
import { text } from '../messages.js'
import { currentUser } from './currentUser.js'
import { loginCustody } from './loginCustody.js'

/** Signs an approved request: on the site, or (CUSTODY=shares) here, from the key's shares. */
export const signRequest: Sign = async (request) => {
  if ((await loginCustody()) === 'shares') {
    // CUSTODY=shares (issue 32): the key is joined here, from this device's share and the
    // server's, only for this signature; the server cannot sign.
    const { passwordPrompt, signInFrame } = await loadCustody()
    const user = await currentUser()
    const eip155Address = user.accounts.find((a) => a.namespace === 'eip155')?.address ?? ''
    const prompt = passwordPrompt(text)
    try {
      return await signInFrame({
        api,
        eip155Address,
        request,
        ask: prompt.ask,
      })
    } finally {
      prompt.close()
    }
  }
  return (await api<{ result: unknown }>('sign', { body: request, auth: true })).body.result
}
