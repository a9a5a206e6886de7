import type { EmbeddedUser } from 'gangway/embedded'
import { api } from '../api.js'
import { loadCustody } from '../loadCustody.js'
import { frameState } from './frameState.js'
import { custodyAnswer } from './loginCustody.js'

/**
 * After a login (CUSTODY=shares, issue 32): whether the visitor must set a recovery factor
 * (no keys yet: the frame makes them) or open the wallet with it (this browser holds no
 * device share), and what the frame will ask (`factor`, the host's header). The host then
 * shows the frame and sends UNLOCK_KEYS.
 */
export async function findKeysNeeded(
  user: EmbeddedUser,
): Promise<{ keys?: 'set' | 'enter'; factor?: 'password' | 'passkey' | 'choice' }> {
  frameState.keysNeeded = undefined
  frameState.recoveryParams = undefined
  const { mode, custody } = await custodyAnswer()
  // A server-held key on a site now in shares moves into shares at this fresh login.
  if (custody === 'server') {
    if (mode === 'shares') frameState.keysNeeded = 'migrate'
  } else if (user.address === '') frameState.keysNeeded = 'set'
  else {
    const { hasDeviceShares } = await loadCustody()
    if (!(await hasDeviceShares(user.address))) frameState.keysNeeded = 'enter'
  }
  const needed = frameState.keysNeeded
  if (!needed) return {}
  const keys = needed === 'migrate' ? 'set' : needed
  const custodyCode = await loadCustody()
  if (keys === 'enter') frameState.recoveryParams = await custodyCode.readRecoveryParams(api)
  return { keys, factor: await custodyCode.recoveryFactor(keys, frameState.recoveryParams) }
}
