import type { Namespace } from '../types.js'
import { type ConnectionContext, read } from './context.js'
import { setActive } from './setActive.js'
import { persist } from './snapshot.js'

/** Makes another connection of the namespace current. */
export function setCurrent(
  context: ConnectionContext,
  { namespace, connectorId }: { namespace: Namespace; connectorId: string },
): void {
  const { kernel } = context
  const target = read(context, namespace).connections.find((c) => c.connector.id === connectorId)
  if (!target) return
  kernel.store.setState((state) => {
    state.connections[namespace]!.current = connectorId
  })
  persist(context)
  setActive(context, { caipNetworkId: target.caipNetworkId })
  kernel.bus.emit('accountsChanged', {
    namespace,
    address: target.address,
    accounts: target.accounts,
  })
}
