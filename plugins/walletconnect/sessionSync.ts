import type { AccountType, CaipNetworkId, Namespace } from 'gangway/kernel'
import type { ControllerContext } from './controllerContext.js'
import { walletConnectConnectorId } from './index.js'
import { type Session, sessionAccounts, sessionChains } from './sessionAccounts.js'

/** The account type the namespace's chain plugin declares (default: a plain key). */
export function accountTypeOf(context: ControllerContext, namespace: Namespace): AccountType {
  return context.kernel.chains.descriptor(namespace)?.accountType ?? 'eoa'
}

/**
 * A namespace's current chain in the session: the one last set, else the kernel's connection's
 * if the session holds it, else the session's first.
 */
export function currentChain(
  context: ControllerContext,
  parameters: { session: Session; namespace: Namespace },
): CaipNetworkId | undefined {
  const { session, namespace } = parameters
  const { kernel, chains } = context
  const known = chains.get(namespace)
  if (known) return known
  const connected = kernel.connections
    .all(namespace)
    .find((c) => c.connector.id === walletConnectConnectorId)?.caipNetworkId
  const list = sessionChains(session, namespace)
  const chain = connected && list.includes(connected) ? connected : list[0]
  if (chain) chains.set(namespace, chain)
  return chain
}

/** Brings the kernel's connection of a namespace in line with the session. */
export function syncConnection(
  context: ControllerContext,
  parameters: { session: Session; namespace: Namespace },
) {
  const { session, namespace } = parameters
  const { kernel } = context
  const connection = kernel.connections
    .all(namespace)
    .find((c) => c.connector.id === walletConnectConnectorId)
  const chain = currentChain(context, { session, namespace })
  if (!connection || !chain) return
  const accounts = sessionAccounts(session, {
    namespace,
    chain,
    type: accountTypeOf(context, namespace),
  })
  const sameAccounts =
    accounts.length === connection.accounts.length &&
    accounts.every((a, i) => a.address === connection.accounts[i]?.address)
  if (sameAccounts && connection.caipNetworkId === chain) return
  kernel.connections.update({
    namespace,
    connectorId: walletConnectConnectorId,
    changes: {
      ...(sameAccounts ? {} : { accounts }),
      caipNetworkId: chain,
    },
  })
}
