import { caches, type Kernel, storageKeys } from 'gangway/kernel'
import type { EmbeddedContext } from './embeddedContext.js'
import type { AccountType } from './embeddedWalletTypes.js'
import { frameStorageKeys } from './frameStorageKeys.js'
import { lastChainId } from './lastChainId.js'
import type { EmbeddedUser } from './protocol.js'

/** SPEC §6: eip155 defaults to the smart account. */
export function preferredAccountType(kernel: Kernel): AccountType {
  return kernel.storage.get(storageKeys.preferredAccountTypes)?.eip155 === 'eoa'
    ? 'eoa'
    : 'smartAccount'
}

/** SPEC §7 get user, on the last chain and the preferred account type; it becomes the user. */
export async function loadUser(context: EmbeddedContext): Promise<EmbeddedUser> {
  const { kernel } = context
  const fetched = await (await context.frame()).request('GET_USER', {
    chainId: lastChainId(kernel),
    preferredAccountType: preferredAccountType(kernel),
  })
  context.user = fetched
  return fetched
}

/** SPEC §4: what the e-mail login remembers between visits, forgotten (sign-out, a failed check). */
export function clearLoginData(kernel: Kernel) {
  const { storage } = kernel
  storage.remove(frameStorageKeys.frameEmailLoginUsed)
  storage.remove(frameStorageKeys.frameEmail)
  storage.remove(frameStorageKeys.frameLastUsedChain)
  storage.remove(frameStorageKeys.frameSocialUsername)
}

/** SPEC §4 connected check; a failed check deletes the cached login data. */
export function restoreSession(context: EmbeddedContext): Promise<EmbeddedUser | undefined> {
  if (context.user) return Promise.resolve(context.user)
  const { kernel } = context
  const { storage } = kernel
  context.restoring ??= (async () => {
    if (!storage.get(frameStorageKeys.frameEmailLoginUsed)) return undefined
    try {
      const { isConnected } = await (await context.frame()).request('IS_CONNECTED', {})
      if (isConnected) {
        const restoredUser = await loadUser(context)
        // The balances cached before the reload may predate it (a reload is how a visitor
        // looks again after topping up): Account reads them afresh for the restored session.
        storage.clearCache({ cache: caches.portfolio })
        storage.clearCache({ cache: caches.nativeBalance })
        return restoredUser
      }
    } catch (error) {
      kernel.log.warn('embedded wallet: connected check failed', error)
    }
    clearLoginData(kernel)
    return undefined
  })().finally(() => {
    context.restoring = undefined
  })
  return context.restoring
}
