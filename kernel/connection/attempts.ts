import type { Namespace } from '../types.js'
import { type ConnectionContext, read } from './context.js'

/** Starts a connect, restore or disconnect attempt in a namespace; older ones become stale. */
export function beginAttempt(
  context: ConnectionContext,
  { namespace, connectorId }: { namespace: Namespace; connectorId?: string | undefined },
): number {
  context.attemptCount += 1
  context.attempts.set(namespace, { id: context.attemptCount, connectorId })
  return context.attemptCount
}

/** `true` while no newer attempt or disconnect replaced `attempt`. */
export function isCurrent(
  context: ConnectionContext,
  { namespace, attempt }: { namespace: Namespace; attempt: number },
): boolean {
  return context.attempts.get(namespace)?.id === attempt
}

/** Tells a wallet whose answer came too late that it is not used (when nothing else uses it). */
export async function release(
  context: ConnectionContext,
  { namespace, connectorId }: { namespace: Namespace; connectorId: string },
): Promise<void> {
  const { kernel } = context
  if (
    context.attempts.get(namespace)?.connectorId === connectorId ||
    read(context, namespace).connections.some((c) => c.connector.id === connectorId)
  )
    return
  try {
    const adapter = await kernel.chains.load(namespace)
    await adapter.disconnect({ connectorId })
  } catch (error) {
    kernel.log.debug(`could not release ${connectorId}`, error)
  }
}
