import type { SignRequest } from '../../src/signRequest.js'
import { methodNotAllowed } from '../frameError.js'
import { fromBase64Url } from './bytes.js'
import { type AuthShares, accountOf, type CustodyApi } from './custodyApi.js'
import { CustodyError } from './custodyError.js'
import { type DeviceShareStore, openDeviceShareStore } from './deviceShareStore.js'
import type { AskPassword } from './passwordPrompt.js'
import { recover } from './recover.js'
import { signWithShares } from './signWithShares.js'

/**
 * Signs one approved request in the frame: this device's share and the auth share the
 * server releases to this session, joined only for the signature. A device without a share
 * recovers first (the recovery password, asked in the frame); so does a device whose share
 * another device's recovery made stale (SHARES_MISMATCH).
 *
 * @returns The JSON-RPC result, as `POST /api/v1/sign` would answer it.
 */
export async function signInFrame({
  api,
  eip155Address,
  request,
  ask,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  /** The account's EVM address (the device shares are kept under it). */
  eip155Address: string
  request: SignRequest
  ask: AskPassword
  store?: DeviceShareStore | undefined
}): Promise<unknown> {
  const chain = request.namespace
  if (chain !== 'eip155' && chain !== 'solana') throw methodNotAllowed()
  const account = accountOf(eip155Address)
  if (!(await store.has(account, chain))) await recover({ api, eip155Address, ask, store })
  const signHere = async () => {
    const device = await store.load(account, chain)
    const auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return signWithShares(
      { ...request, namespace: chain },
      { shares: [device, fromBase64Url(auth[chain].authShare)], address: auth[chain].address },
    )
  }
  try {
    return await signHere()
  } catch (error) {
    // Another device recovered since, and re-split the key: this device's share is stale.
    // The recovery password opens the wallet here again (and re-splits once more).
    if (!(error instanceof CustodyError && error.code === 'SHARES_MISMATCH')) throw error
    await recover({ api, eip155Address, ask, store })
    return signHere()
  }
}
