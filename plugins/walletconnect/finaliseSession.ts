import { type Namespace, storageKeys } from 'gangway/kernel'
import { type ControllerContext, setPairingState } from './controllerContext.js'
import { NoConfiguredChainError, WalletConnectRequestError } from './errors.js'
import { walletConnectConnectorId } from './index.js'
import type { Session } from './sessionAccounts.js'
import { currentChain } from './sessionSync.js'

/**
 * SPEC §4 finalising: every configured namespace the session holds joins the kernel; the
 * deep link and the picked wallet are stored, and CONNECT_SUCCESS says how the visitor
 * connected (`mobile` through a deep link, else `qrcode`).
 */
export async function finaliseSession(context: ControllerContext, session: Session) {
  const { kernel, linking, chains } = context
  setPairingState(context, { ...context.state, status: 'connecting' })
  kernel.storage.set(storageKeys.requestedChains, {
    ...kernel.storage.get(storageKeys.requestedChains),
    ...context.request,
  })
  const active = kernel.store.getState().activeNamespace
  const namespaces = (Object.keys(session.namespaces) as Namespace[])
    .filter((ns) => kernel.connectors.get({ namespace: ns, id: walletConnectConnectorId }))
    .sort((a, b) => Number(a === active) - Number(b === active))
  if (!namespaces.length)
    throw new NoConfiguredChainError({
      details: `The session holds ${Object.keys(session.namespaces).join(', ') || 'no namespace'}.`,
    })
  if (linking) kernel.storage.set(storageKeys.deepLinkChoice, linking)
  const method = linking ? 'mobile' : 'qrcode'
  let connected = 0
  let failure: unknown
  for (const namespace of namespaces) {
    chains.delete(namespace)
    try {
      await kernel.connections.connect({
        namespace,
        connectorId: walletConnectConnectorId,
        caipNetworkId: currentChain(context, { session, namespace }),
        recentWallet: context.wallet?.id ?? null,
        method,
      })
      connected++
    } catch (error) {
      kernel.log.warn(`the ${namespace} part of the session could not connect`, error)
      failure = error
    }
  }
  // The chain's own reason stays the cause: the view says it in the visitor's language.
  if (!connected)
    throw new WalletConnectRequestError('No namespace of the session could connect.', {
      cause: failure,
    })
  setPairingState(context, { status: 'connected' })
}
