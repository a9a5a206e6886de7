import type { EmbeddedUser } from 'gangway/embedded'
import { frameState } from './frameState.js'
import { loginCustody } from './loginCustody.js'
import { userSmartAccounts } from './userSmartAccounts.js'

/**
 * SPEC §3 embedded user as the host sees it on the current chain: both eip155 accounts
 * (the smart account where the operator enabled it, and the key), `address` the preferred
 * one, and whether the smart account is deployed.
 */
export async function presentUser(user: EmbeddedUser): Promise<EmbeddedUser> {
  const { chainId, preferredAccountType } = frameState
  const accounts = await userSmartAccounts(user)
  // Gangway's addition: CUSTODY=shares users can set a new recovery password from Account.
  // Said only for them: a host older than the field refuses it, and a shares site needs a
  // newer host anyway (UNLOCK_KEYS).
  const custody = await loginCustody().catch(() => undefined)
  if (custody === 'shares') user = { ...user, custody }
  if (!accounts.isEnabled(chainId))
    return { ...user, chainId, preferredAccountType: 'eoa', smartAccountDeployed: false }
  const smartAddress = await accounts.address(chainId)
  return {
    ...user,
    chainId,
    accounts: [
      { namespace: 'eip155', address: smartAddress, type: 'smartAccount' },
      ...user.accounts,
    ],
    address: preferredAccountType === 'smartAccount' ? smartAddress : user.address,
    preferredAccountType,
    smartAccountDeployed: await accounts.isDeployed(chainId).catch(() => false),
  }
}
