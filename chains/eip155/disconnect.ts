import { sleep } from 'gangway/kernel'
import type { Eip155Context } from './types.js'

/** SPEC §9: a wallet gets at most 100 ms to revoke permissions on disconnect. */
export const revokeTimeout = 100

/**
 * Disconnects a browser wallet: stops listening to it and asks it to revoke the account
 * permission (`wallet_revokePermissions`), waiting at most 100 ms — many wallets never
 * answer, and the visitor must not wait for them. It never throws: the kernel ends the
 * connection locally whatever the wallet does.
 *
 * @example
 * await disconnect(context, { connectorId: 'io.metamask' })
 */
export async function disconnect(
  context: Eip155Context,
  parameters: { connectorId: string },
): Promise<void> {
  const { connectorId } = parameters
  context.watchers.get(connectorId)?.()
  const provider = context.bound.get(connectorId) ?? context.registry.get(connectorId)
  context.bound.delete(connectorId)
  // A wallet reconnected later (perhaps another wallet behind the same id) is asked again.
  for (const key of [...context.assetDiscovery.keys()])
    if (key.startsWith(`${connectorId}:`)) context.assetDiscovery.delete(key)
  if (!provider) return
  // A hostile or broken wallet may throw synchronously or answer with a non-promise.
  const revoke = Promise.resolve()
    .then(() =>
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    )
    .catch((error: unknown) => context.kernel.log.debug('wallet_revokePermissions failed', error))
  await Promise.race([revoke, sleep(context.kernel.env, revokeTimeout)])
}
