import type { EmbeddedContext } from './embeddedContext.js'
import { clearLoginData } from './restoreSession.js'

/**
 * Ends the session (SPEC §4: sign-out clears the cached login data); a signed-in visitor's
 * embedded connections end with it.
 */
export async function signOut(context: EmbeddedContext): Promise<void> {
  const { kernel, connectorId } = context
  const signedIn = context.user
  context.user = undefined
  clearLoginData(kernel)
  const client = context.loadedFrame()
  if (client) await (await client).request('SIGN_OUT').catch(() => undefined)
  if (!signedIn) return
  context.eip155Provider?.emit('disconnect', { code: 4900, message: 'Disconnected' })
  context.eip155Provider = undefined
  for (const connection of kernel.connections.all())
    if (connection.connector.id === connectorId)
      kernel.connections.handleDisconnect({ namespace: connection.namespace, connectorId })
}
