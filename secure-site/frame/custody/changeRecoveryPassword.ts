import { zero } from './bytes.js'
import { type AuthShares, accountOf, type CustodyApi, chains } from './custodyApi.js'
import { type DeviceShareStore, openDeviceShareStore } from './deviceShareStore.js'
import { splitForServer } from './enrollKeys.js'
import type { AskPassword } from './passwordPrompt.js'
import { rebuildAccountKeys } from './rebuildAccountKeys.js'
import { newRecoveryKey } from './recoveryFactor.js'

/**
 * Sets a new recovery password from a live device (after a fresh code mailed by
 * `POST custody/recovery/code`): asks the new password here, joins this device's shares with
 * the auth shares, splits the keys again under the new password and sends the set with the
 * code (`POST custody/recovery/reset`, which checks it first); then stores the new device
 * shares. The old password opens nothing afterwards, and a lost device's share is stale.
 * A wrong or expired code rejects with the site's error (nothing changed).
 */
export async function changeRecoveryPassword({
  api,
  eip155Address,
  otp,
  ask,
  label = '',
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  eip155Address: string
  /** The code from the mail. */
  otp: string
  ask: AskPassword
  /** A new passkey's name in the visitor's passkey manager (the e-mail address). */
  label?: string | undefined
  store?: DeviceShareStore | undefined
}): Promise<void> {
  const account = accountOf(eip155Address)
  const recoveryKey = await newRecoveryKey({ ask, purpose: 'set', label })
  const auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
  const secrets = await rebuildAccountKeys({ store, account, auth })
  try {
    const addresses = { eip155: auth.eip155.address, solana: auth.solana.address }
    const { body, deviceShares } = await splitForServer({ secrets, addresses, recoveryKey })
    try {
      await api('custody/recovery/reset', { body: { otp, shares: body }, auth: true })
      for (const chain of chains) await store.save(deviceShares[chain], { account, chain })
    } finally {
      zero(deviceShares.eip155, deviceShares.solana)
    }
  } finally {
    zero(secrets.eip155, secrets.solana)
  }
}
