import type UniversalProviderClass from '@walletconnect/universal-provider'
import type { CaipNetworkId, Kernel, Namespace } from 'gangway/kernel'
import { type Session, sessionAccounts } from './sessionAccounts.js'

/** What the relay events drive: the controller's pairing state and the kernel. */
export type RelayEventHandlers = {
  kernel: Kernel
  /** `display_uri`: a new pairing URI to show. */
  onUri(uri: string): void
  /** `disconnect`: the wallet ended the session. */
  onSessionEnded(): void
  currentChain(session: Session, namespace: Namespace): CaipNetworkId | undefined
  setChain(namespace: Namespace, chain: CaipNetworkId): void
  /** Tells the eip155 provider's listeners. */
  emitEip155(event: string, payload: unknown): void
  /** Brings the kernel's connection of a namespace in line with the session. */
  sync(session: Session, namespace: Namespace): void
}

/** SPEC §4 "Relay provider events": display_uri, session events, account updates, disconnect. */
export function watchRelayEvents(
  provider: UniversalProviderClass,
  handlers: RelayEventHandlers,
): void {
  const syncAll = () => {
    const session = provider.session
    if (session)
      for (const namespace of Object.keys(session.namespaces))
        handlers.sync(session, namespace as Namespace)
  }
  provider.on('display_uri', (uri: string) => handlers.onUri(uri))
  provider.on('session_event', (event: unknown) => {
    const { params } = event as {
      params: { chainId: string; event: { name: string; data: unknown } }
    }
    const session = provider.session
    if (!session) return
    const namespace = params.chainId.split(':')[0] as Namespace
    if (params.event.name === 'chainChanged') {
      const reference = String(params.event.data)
      const chain = (
        /^0x/i.test(reference) ? `${namespace}:${Number(reference)}` : `${namespace}:${reference}`
      ) as CaipNetworkId
      handlers.setChain(namespace, chain)
      if (namespace === 'eip155')
        handlers.emitEip155('chainChanged', `0x${Number(chain.split(':')[1]).toString(16)}`)
    } else if (params.event.name === 'accountsChanged' && namespace === 'eip155') {
      const chain = handlers.currentChain(session, namespace)
      if (chain)
        handlers.emitEip155(
          'accountsChanged',
          sessionAccounts(session, { namespace, chain }).map((a) => a.address),
        )
    }
    handlers.sync(session, namespace)
  })
  provider.on('accountsChanged', syncAll)
  provider.on('session_update', syncAll)
  provider.on('disconnect', () => handlers.onSessionEnded())
}
