import { connect } from './connection/connect.js'
import { createConnectionContext } from './connection/context.js'
import { disconnect } from './connection/disconnect.js'
import { restore } from './connection/restore.js'
import { setActive } from './connection/setActive.js'
import { setCurrent } from './connection/setCurrent.js'
import { switchNetwork } from './connection/switchNetwork.js'
import { handleDisconnect, update } from './connection/update.js'
import type { DisconnectHook } from './disconnectHooks.js'
import type { ConnectionActions } from './types/connections.js'
import type { CaipNetworkId, Kernel } from './types.js'

/**
 * The state machines that run only once a visitor acts or a stored session exists:
 * connect, disconnect, restore, wallet events and network switching (SPEC §4), one file
 * per action in `connection/`. They load with the first chain adapter, so a page that is
 * never used never downloads them.
 */
/** For `kernel.request`: the error of an unanswered method loads with the actions. */
export { MethodNotSupportedError } from './internal.js'

/** Binds the actions to one instance's shared context (`connection/context.ts`). */
export function createActions(
  kernel: Kernel,
  disconnectHooks: ReadonlySet<DisconnectHook>,
): ConnectionActions {
  const context = createConnectionContext(kernel, disconnectHooks)
  return {
    setActive: (caipNetworkId: CaipNetworkId, { walletMoved = false } = {}) =>
      setActive(context, { caipNetworkId, walletMoved }),
    switchNetwork: (caipNetworkId: string) => switchNetwork(context, caipNetworkId),
    connect: (parameters: Parameters<typeof connect>[1]) => connect(context, parameters),
    disconnect: (parameters: Parameters<typeof disconnect>[1] = {}) =>
      disconnect(context, parameters),
    restore: () => restore(context),
    update: (parameters) => update(context, parameters),
    handleDisconnect: (parameters) => handleDisconnect(context, parameters),
    setCurrent: (parameters) => setCurrent(context, parameters),
  }
}

export type Actions = ConnectionActions
export type { LazyActions } from './types/connections.js'
