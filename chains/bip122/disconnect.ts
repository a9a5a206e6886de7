import { sleep } from 'gangway/kernel'
import type { Bip122Context } from './types.js'

/** SPEC §9: a wallet gets at most 100 ms to revoke on disconnect. */
export const revokeTimeout = 100

/**
 * Disconnects a bitcoin wallet: stops listening to it and asks it to forget the site
 * (`standard:disconnect`, UniSat `disconnect`) without waiting more than 100 ms.
 *
 * @example
 * await disconnect(context, { connectorId: 'Leather' })
 */
export async function disconnect(
  context: Bip122Context,
  parameters: { connectorId: string },
): Promise<void> {
  context.watchers.get(parameters.connectorId)?.()
  // A session wallet is registered again on the next connect; the kernel ends the session.
  if (context.kernel.connectors.getSession({ namespace: 'bip122', id: parameters.connectorId })) {
    context.registry.delete(parameters.connectorId)
    return
  }
  if (!context.registry.get(parameters.connectorId)) return
  const revoke = context
    .getClient(parameters.connectorId)
    .disconnect()
    .catch((error: unknown) => context.kernel.log.debug('the wallet failed to disconnect', error))
  await Promise.race([revoke, sleep(context.kernel.env, revokeTimeout)])
}
