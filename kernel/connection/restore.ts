import { restoreTimeout, sessionRestoreTimeout, storageKeys } from '../internal.js'
import type { ConnectResult, Namespace } from '../types.js'
import { beginAttempt, isCurrent, release } from './attempts.js'
import { type ConnectionContext, read } from './context.js'
import { persist } from './snapshot.js'
import { dropSeeds, setStatus, storeConnection } from './state.js'

/**
 * SPEC §4: a stored connected status puts each chain in `reconnecting` (the client
 * layer's name for SPEC's connecting-on-restore), then syncs to connected or disconnected.
 */
export async function restore(context: ConnectionContext): Promise<void> {
  const { kernel } = context
  const ids: Partial<Record<Namespace, string>> = {}
  if (kernel.env.isBrowser)
    for (const seed of context.seeds) ids[seed.namespace] = seed.connector.id
  Object.assign(ids, kernel.storage.get(storageKeys.connectedConnectorIds))
  // SPEC §4 modal "loading": opened on its start view while the session is restored, the
  // modal shows its loading state, then the view the restored state calls for (Account).
  let openedOn: string | undefined
  const stopWatching = kernel.bus.on('open', ({ view }) => {
    if (view !== kernel.modal.initialView()) return
    openedOn = view
    kernel.modal.setLoading(true)
  })
  try {
    await restoreAll(context, ids)
  } finally {
    stopWatching()
    if (openedOn && kernel.store.getState().modal.loading) {
      kernel.modal.setLoading(false)
      if (
        kernel.modal.isOpen &&
        kernel.router.stack.length === 1 &&
        kernel.router.view === openedOn
      )
        kernel.router.reset({ view: kernel.modal.initialView() })
    }
  }
}

/** Restores each stored namespace's connection, in parallel. */
async function restoreAll(context: ConnectionContext, ids: Partial<Record<Namespace, string>>) {
  const { kernel } = context
  await Promise.all(
    (Object.entries(ids) as [Namespace, string][]).map(async ([namespace, connectorId]) => {
      if (!kernel.chains.has(namespace)) return
      const attempt = beginAttempt(context, { namespace, connectorId })
      setStatus(context, { namespace, status: 'reconnecting' })
      const limit = kernel.connectors.getSession({ namespace, id: connectorId })
        ? sessionRestoreTimeout
        : restoreTimeout
      let timer: unknown
      try {
        const adapter = await kernel.chains.load(namespace)
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = kernel.env.setTimeout(() => resolve('timeout'), limit)
        })
        const reconnecting = adapter.reconnect({ connectorId })
        const result = await Promise.race([reconnecting, timedOut])
        if (result === 'timeout') {
          kernel.log.debug(`${connectorId} did not answer within ${limit} ms`)
          const waiting = giveUp(context, { namespace, attempt })
          void reconnecting.then(
            (late) =>
              late && lateAnswer(context, { namespace, connectorId, result: late, waiting }),
            () => undefined,
          )
          return
        }
        if (!isCurrent(context, { namespace, attempt })) {
          if (result) void release(context, { namespace, connectorId })
          return
        }
        const connector = kernel.connectors.get({ namespace, id: connectorId })
        if (result && connector) {
          storeConnection(context, { namespace, connector, result })
          return
        }
      } catch (error) {
        kernel.log.debug(`could not restore the ${namespace} connection`, error)
      } finally {
        kernel.env.clearTimeout(timer)
      }
      giveUp(context, { namespace, attempt })
    }),
  )
}

/**
 * Ends a restore attempt that found nothing (or waited too long): the namespace settles on
 * what it holds. Returns the idle attempt a late answer checks it is still current against.
 */
function giveUp(
  context: ConnectionContext,
  { namespace, attempt }: { namespace: Namespace; attempt: number },
): number | undefined {
  if (!isCurrent(context, { namespace, attempt })) return undefined
  const idle = beginAttempt(context, { namespace })
  dropSeeds(context, namespace)
  setStatus(context, {
    namespace,
    status: read(context, namespace).current ? 'connected' : 'disconnected',
  })
  persist(context)
  return idle
}

/**
 * A stored wallet answered after the restore stopped waiting. While the visitor has
 * connected nothing and started no attempt since, it is their connection, so it is kept:
 * a slow phone must not lose a WalletConnect session. Otherwise it is released.
 */
function lateAnswer(
  context: ConnectionContext,
  {
    namespace,
    connectorId,
    result,
    waiting,
  }: {
    namespace: Namespace
    connectorId: string
    result: ConnectResult
    waiting: number | undefined
  },
) {
  const { kernel } = context
  const connector = kernel.connectors.get({ namespace, id: connectorId })
  if (
    waiting !== undefined &&
    isCurrent(context, { namespace, attempt: waiting }) &&
    !read(context, namespace).current &&
    connector
  ) {
    try {
      storeConnection(context, { namespace, connector, result })
      return
    } catch (error) {
      kernel.log.debug(`${connectorId} answered late with data that is not valid`, error)
    }
  }
  void release(context, { namespace, connectorId })
}
