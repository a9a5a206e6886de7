import { fromBase64Url, zero } from './bytes.js'
import { type AuthShares, chains } from './custodyApi.js'
import type { CustodyChain, DeviceShareStore } from './deviceShareStore.js'
import { rebuildKey } from './shares.js'
import { addressOfSecret } from './signWithShares.js'

/**
 * Both chains' keys, each joined from this device's share and the site's auth share and checked
 * against its address. The caller owns the keys and zeroes them; a failure zeroes any already
 * rebuilt before it throws.
 */
export async function rebuildAccountKeys({
  store,
  account,
  auth,
}: {
  store: DeviceShareStore
  /** The device store's key for the account (`accountOf`). */
  account: string
  auth: AuthShares
}): Promise<Record<CustodyChain, Uint8Array>> {
  const secrets: Partial<Record<CustodyChain, Uint8Array>> = {}
  try {
    for (const chain of chains) {
      const device = await store.load(account, chain)
      secrets[chain] = await rebuildKey({
        shares: [device, fromBase64Url(auth[chain].authShare)],
        expectedAddress: auth[chain].address,
        addressOf: addressOfSecret[chain],
      })
      zero(device)
    }
    return secrets as Record<CustodyChain, Uint8Array>
  } catch (error) {
    zero(secrets.eip155, secrets.solana)
    throw error
  }
}
