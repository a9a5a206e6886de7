import { getShortMessage } from 'gangway/kernel'
import type { EmbeddedContext } from './embeddedContext.js'
import { frameStorageKeys } from './frameStorageKeys.js'
import type { EmbeddedUser } from './protocol.js'
import { loadUser } from './restoreSession.js'

/** The modal's title while the frame asks for a recovery factor (issue 32). */
const factorTitles = {
  password: 'ApproveTransaction.recoveryTitle',
  passkey: 'ApproveTransaction.passkeyTitle',
  choice: 'ApproveTransaction.recoveryMethodTitle',
} as const

/** What a login's reply says of the keys (CUSTODY=shares). */
export type LoginKeys = {
  keys?: 'set' | 'enter' | undefined
  factor?: keyof typeof factorTitles | undefined
}

/**
 * After a login (code, social or Farcaster): the keys unlocked where they need the visitor,
 * then get user, store the login, connect the namespaces.
 */
export async function finishLogin(
  context: EmbeddedContext,
  reply: LoginKeys = {},
): Promise<EmbeddedUser> {
  await unlockKeys(context, reply)
  const { kernel, connectorId } = context
  const { storage } = kernel
  const signedIn = await loadUser(context)
  // SPEC §4: on success store the e-mail and the login flag, clear the last-login time.
  storage.set(frameStorageKeys.frameEmailLoginUsed, true)
  if (signedIn.email) storage.set(frameStorageKeys.frameEmail, signedIn.email)
  storage.remove(frameStorageKeys.frameLastEmailLoginTime)
  const namespaces = kernel.chains
    .namespaces()
    .filter((namespace) => namespace === 'eip155' || namespace === 'solana')
  const active = kernel.store.getState().activeNamespace
  // The active namespace last, so it ends up current.
  namespaces.sort((a, b) => Number(a === active) - Number(b === active))
  for (const namespace of namespaces) await kernel.connections.connect({ namespace, connectorId })
  return signedIn
}

/**
 * CUSTODY=shares: a login whose keys need the visitor (a recovery factor to set, or to open
 * the wallet with on a new device) shows the frame, where the visitor answers, until they
 * are ready. The header names what the frame asks (`factor`).
 */
async function unlockKeys(context: EmbeddedContext, reply: LoginKeys): Promise<void> {
  if (!reply.keys) return
  const { kernel } = context
  const { inFrameView } = await import('./requestApproval.js')
  try {
    await inFrameView(kernel, {
      wallet: context.wallet,
      run: (client) => client.request('UNLOCK_KEYS'),
      // A closed modal cancels the password view; the frame ends that login.
      onClose: (client) => {
        client.request('SIGN_OUT').catch(() => undefined)
      },
      titleKey: factorTitles[reply.factor ?? 'password'],
    })
  } catch (error) {
    // The login view under the frame came back afresh: the frame's reason (in the visitor's
    // language) is said here. Cancel needs no words.
    if (!/rejected the request/.test(getShortMessage(error)))
      kernel.toasts.show({ variant: 'error', message: getShortMessage(error) })
    throw error
  }
}
