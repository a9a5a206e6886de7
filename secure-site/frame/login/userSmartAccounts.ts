import type { EmbeddedUser } from 'gangway/embedded'
import { typedDataJson } from '../smart/describeSmartRequest.js'
import { createSmartAccounts, type SmartAccounts } from '../smart/smartAccounts.js'
import { frameState } from './frameState.js'
import { signRequest } from './signRequest.js'
import { readSmartNetworks } from './siteNetworks.js'

/** The signed-in user's smart accounts (the embedded eip155 key owns them). */
export async function userSmartAccounts(user: EmbeddedUser): Promise<SmartAccounts> {
  if (frameState.smart?.owner === user.address) return frameState.smart.accounts
  const owner = user.address as `0x${string}`
  const accounts = createSmartAccounts({
    networks: await readSmartNetworks(),
    owner: {
      address: owner,
      signTypedData: async (typedData) =>
        (await signRequest({
          namespace: 'eip155',
          method: 'eth_signTypedData_v4',
          params: [owner, typedDataJson(typedData)],
        })) as `0x${string}`,
      signMessage: async (message) =>
        (await signRequest({
          namespace: 'eip155',
          method: 'personal_sign',
          params: [message, owner],
        })) as `0x${string}`,
    },
  })
  frameState.smart = { owner: user.address, accounts }
  return accounts
}

/** The smart accounts when the active account on the current chain is the smart one. */
export async function activeSmartAccounts(user: EmbeddedUser): Promise<SmartAccounts | undefined> {
  if (frameState.preferredAccountType !== 'smartAccount') return undefined
  const accounts = await userSmartAccounts(user)
  return accounts.isEnabled(frameState.chainId) ? accounts : undefined
}
