import { zero } from './bytes.js'
import { type AuthShares, accountOf, type CustodyApi } from './custodyApi.js'
import { CustodyError } from './custodyError.js'
import { type DeviceShareStore, openDeviceShareStore } from './deviceShareStore.js'
import { hasDeviceShares } from './hasDeviceShares.js'
import type { AskPassword } from './passwordPrompt.js'
import { rebuildAccountKeys } from './rebuildAccountKeys.js'
import { recover } from './recover.js'
import { exportedKeys } from './signWithShares.js'

/**
 * The keys for the visitor to export (CUSTODY=shares), after the key-export code: the server
 * checks the code and releases the auth shares (`POST custody/export`), which join this
 * device's shares here; the keys, checked against their addresses, exist only in this frame.
 * A device without a share, or with a stale one, opens the wallet first (its recovery factor,
 * asked here), after the code was checked.
 *
 * @returns The EVM private key (hex) and the Solana secret key (base58 of seed ‖ public key),
 *   as `POST /api/v1/export` answers under CUSTODY=server.
 */
export async function exportKeys({
  api,
  eip155Address,
  otp,
  ask,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  eip155Address: string
  /** The code from the key-export mail. */
  otp: string
  ask: AskPassword
  store?: DeviceShareStore | undefined
}): Promise<{ eip155: string; solana: string }> {
  const account = accountOf(eip155Address)
  let auth = (await api<AuthShares>('custody/export', { body: { otp }, auth: true })).body
  const join = async () => {
    const secrets = await rebuildAccountKeys({ store, account, auth })
    try {
      return exportedKeys(secrets.eip155, secrets.solana)
    } finally {
      zero(secrets.eip155, secrets.solana)
    }
  }
  if (!(await hasDeviceShares(eip155Address, store))) {
    await recover({ api, eip155Address, ask, store })
    auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return join()
  }
  try {
    return await join()
  } catch (error) {
    // Another device recovered since: this device's share is stale (the code was checked).
    if (!(error instanceof CustodyError && error.code === 'SHARES_MISMATCH')) throw error
    await recover({ api, eip155Address, ask, store })
    auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return join()
  }
}
