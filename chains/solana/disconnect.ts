import type { SolanaContext, StandardDisconnectFeature } from './types.js'

/**
 * Disconnects a wallet: stops listening to it and calls `standard:disconnect` when the
 * wallet has it. A wallet failing to disconnect does not keep the visitor connected.
 *
 * @example
 * await disconnect(context, { connectorId: 'Phantom' })
 */
export async function disconnect(
  context: SolanaContext,
  parameters: { connectorId: string },
): Promise<void> {
  context.watchers.get(parameters.connectorId)?.()
  const wallet = context.registry.get(parameters.connectorId)
  // A session wallet is rebuilt on the next connect; the kernel ends the session itself.
  if (context.kernel.connectors.getSession({ namespace: 'solana', id: parameters.connectorId }))
    context.registry.delete(parameters.connectorId)
  const feature = wallet?.features['standard:disconnect'] as StandardDisconnectFeature | undefined
  await feature
    ?.disconnect()
    .catch((error: unknown) => context.kernel.log.debug('standard:disconnect failed', error))
}
