import { sleep } from 'gangway/kernel'
import type { Eip155Context } from './types.js'

/** SPEC §9: a wallet gets at most 100 ms to revoke permissions on disconnect. */
export const revokeTimeout = 100

/**
 * Disconnects a browser wallet: stops listening to it and asks it to revoke the account
 * permission (`wallet_revokePermissions`), waiting at most 100 ms — many wallets never
 * answer, and the visitor must not wait for them.
 *
 * @example
 * await disconnect(context, { connectorId: 'io.metamask' })
 */
export async function disconnect(
  context: Eip155Context,
  parameters: { connectorId: string },
): Promise<void> {
  context.watchers.get(parameters.connectorId)?.()
  const provider = context.registry.get(parameters.connectorId)
  if (!provider) return
  const revoke = provider
    .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch((error: unknown) => context.kernel.log.debug('wallet_revokePermissions failed', error))
  await Promise.race([revoke, sleep(context.kernel.env, revokeTimeout)])
}
