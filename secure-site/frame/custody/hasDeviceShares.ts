import { accountOf, chains } from './custodyApi.js'
import { type DeviceShareStore, openDeviceShareStore } from './deviceShareStore.js'

/** Whether this browser holds the account's device shares (both chains). */
export async function hasDeviceShares(
  eip155Address: string,
  store: DeviceShareStore = openDeviceShareStore(),
): Promise<boolean> {
  const account = accountOf(eip155Address)
  for (const chain of chains) if (!(await store.has(account, chain))) return false
  return true
}
