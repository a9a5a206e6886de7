import { storageKeys } from 'gangway/kernel'
import type { EmbeddedContext } from './embeddedContext.js'
import type { AccountType } from './embeddedWalletTypes.js'
import { lastChainId } from './lastChainId.js'
import { markSmartAccount } from './markSmartAccount.js'
import type { EmbeddedUser } from './protocol.js'
import { loadUser } from './restoreSession.js'

/**
 * SPEC §6 account types: switches the eip155 account between the smart account and the
 * plain key (stored per namespace); the connection's address follows. SPEC §4: a failed set
 * falls back to the ordinary account type, and the caller still hears that it failed.
 */
export async function setPreferredAccountType(
  context: EmbeddedContext,
  type: AccountType,
): Promise<EmbeddedUser> {
  const { kernel } = context
  const { storage } = kernel
  const before = context.user?.address
  const client = await context.frame()
  // SPEC §3 account state: the preferred account type, per namespace.
  const remember = (chosen: AccountType) =>
    storage.set(storageKeys.preferredAccountTypes, {
      ...storage.get(storageKeys.preferredAccountTypes),
      eip155: chosen,
    })
  const settle = async () => {
    const switched = await loadUser(context)
    if (switched.address !== before)
      context.eip155Provider?.emit('accountsChanged', [switched.address])
    markSmartAccount(context)
    return switched
  }
  // SPEC §4: changing the type tracks an event.
  kernel.analytics.track('SET_PREFERRED_ACCOUNT_TYPE', {
    accountType: type,
    network: `eip155:${lastChainId(kernel)}`,
  })
  try {
    await client.request('SET_PREFERRED_ACCOUNT', { type })
  } catch (error) {
    if (type !== 'eoa') {
      remember('eoa')
      await client
        .request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
        .then(settle)
        .catch((fallback: unknown) =>
          kernel.log.warn('embedded wallet: falling back to the key account', fallback),
        )
    }
    throw error
  }
  remember(type)
  return settle()
}
