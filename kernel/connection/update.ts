import type { Draft } from 'immer'
import { assertConnectResult } from '../internal.js'
import type { ConnectionKey, UpdateConnectionParameters } from '../types/connections.js'
import type { Connection } from '../types.js'
import { type ConnectionContext, read } from './context.js'
import { setActive } from './setActive.js'
import { writeSnapshot } from './snapshot.js'
import { removeConnection } from './state.js'

/** A wallet event: the wallet changed accounts or network. No accounts left is a disconnect. */
export function update(
  context: ConnectionContext,
  { namespace, connectorId, changes }: UpdateConnectionParameters,
): void {
  const { kernel } = context
  const before = read(context, namespace).connections.find((c) => c.connector.id === connectorId)
  if (!before) return
  if (changes.accounts?.length === 0) {
    handleDisconnect(context, { namespace, connectorId })
    return
  }
  // Wallet events are untrusted: a malformed change is dropped, never thrown at the wallet.
  try {
    assertConnectResult({
      namespace,
      result: {
        accounts: changes.accounts ?? before.accounts,
        caipNetworkId: changes.caipNetworkId ?? before.caipNetworkId,
      },
    })
  } catch (error) {
    kernel.log.warn(`ignored an invalid change from ${connectorId}`, error)
    return
  }
  const accounts = changes.accounts ?? before.accounts
  const address =
    changes.address ??
    (accounts.find((a) => a.address === before.address) ?? accounts[0])?.address ??
    before.address
  const caipNetworkId = changes.caipNetworkId ?? before.caipNetworkId
  kernel.store.setState((state) => {
    const list = state.connections[namespace]!.connections
    const index = list.findIndex((c) => c.connector.id === connectorId)
    list[index] = {
      ...before,
      accounts: [...accounts],
      address,
      caipNetworkId,
    } as Draft<Connection>
  })
  if (address !== before.address) writeSnapshot(context)
  if (address !== before.address || changes.accounts)
    kernel.bus.emit('accountsChanged', { namespace, address, accounts })
  if (caipNetworkId !== before.caipNetworkId && read(context, namespace).current === connectorId)
    setActive(context, { caipNetworkId, walletMoved: true })
}

/** A wallet event: the wallet ended the connection. */
export function handleDisconnect(
  context: ConnectionContext,
  { namespace, connectorId }: ConnectionKey,
): void {
  const { kernel } = context
  if (!read(context, namespace).connections.some((c) => c.connector.id === connectorId)) return
  removeConnection(context, { namespace, connectorId })
  // The visitor did not ask for this: with the modal open on a view of the connection (Account,
  // Send…), it would be left with nothing to show. They see where they can connect again.
  if (kernel.modal.isOpen && !kernel.connections.get())
    kernel.router.reset({ view: kernel.modal.initialView() })
}
