import type UniversalProviderClass from '@walletconnect/universal-provider'
import { storageKeys } from 'gangway/kernel'
import { isNoMatchingKey } from './classify.js'
import { type ControllerContext, setPairingState } from './controllerContext.js'
import { walletConnectConnectorId } from './index.js'

/** Ends the current pairing attempt: its QR refresh stops and its late answers are ignored. */
export function stopPairing(context: ControllerContext) {
  context.kernel.env.clearTimeout(context.expiryTimer)
  context.attempt++
}

/**
 * SPEC §4 "Resetting clears the URI, expiry, linking, recent wallet and stored deep link,
 * and sets disconnected".
 */
export function resetPairing(context: ControllerContext) {
  stopPairing(context)
  context.wallet = undefined
  context.linking = undefined
  context.kernel.storage.remove(storageKeys.deepLinkChoice)
  setPairingState(context, { status: 'idle' })
}

/** SPEC §4 relay `disconnect` resets all accounts. */
export function onSessionEnded(context: ControllerContext) {
  const { kernel } = context
  context.chains.clear()
  resetPairing(context)
  for (const connection of kernel.connections.all())
    if (connection.connector.id === walletConnectConnectorId)
      kernel.connections.handleDisconnect({
        namespace: connection.namespace,
        connectorId: walletConnectConnectorId,
      })
}

/** Ends the provider's session; 'No matching key' (already gone) is not an error (SPEC §8). */
export async function endSession(context: ControllerContext, provider: UniversalProviderClass) {
  if (!provider.session) return
  try {
    await provider.disconnect()
  } catch (error) {
    if (!isNoMatchingKey(error)) throw error
    context.kernel.log.debug('the session was already gone', error)
  }
  onSessionEnded(context)
}
