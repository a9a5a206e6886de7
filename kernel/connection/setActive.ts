import { parseCaipNetworkId, storageKeys, unknownNetwork } from '../internal.js'
import type { CaipNetworkId } from '../types.js'
import { type ConnectionContext, read } from './context.js'
import { writeSnapshot } from './snapshot.js'

export type SetActiveParameters = {
  caipNetworkId: CaipNetworkId
  /** The wallet moved on its own (a wallet event), not at the visitor's request. */
  walletMoved?: boolean | undefined
}

/** Records the network a namespace is on; opens UnsupportedChain under SPEC §4's conditions. */
export function setActive(
  context: ConnectionContext,
  { caipNetworkId, walletMoved = false }: SetActiveParameters,
): void {
  const { kernel } = context
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  const previous = kernel.store.getState().networks[namespace]?.active
  kernel.store.setState((state) => {
    state.networks[namespace] ??= { active: undefined, approved: [], supportsAllNetworks: true }
    state.networks[namespace]!.active = caipNetworkId
    state.activeNamespace = namespace
  })
  kernel.storage.set(storageKeys.activeNamespace, namespace)
  kernel.storage.set(storageKeys.activeCaipNetworkIds, {
    ...kernel.storage.get(storageKeys.activeCaipNetworkIds),
    [namespace]: caipNetworkId,
  })
  if (read(context, namespace).current) writeSnapshot(context)
  const network = kernel.networks.get(caipNetworkId)
  if (previous !== caipNetworkId)
    kernel.bus.emit('networkChanged', {
      namespace,
      network: network ?? unknownNetwork(caipNetworkId),
      supported: Boolean(network),
    })
  const { options } = kernel
  if (!network && options.enableNetworkSwitch && !options.allowUnsupportedChain && !options.basic) {
    if (!read(context, namespace).current || kernel.router.view === 'UnsupportedChain') return
    // When the wallet moves under a view the visitor has open, UnsupportedChain goes on top,
    // so a wallet that comes straight back returns them there instead of closing the modal.
    if (walletMoved && kernel.modal.isOpen) kernel.router.push({ view: 'UnsupportedChain' })
    else void kernel.modal.open({ view: 'UnsupportedChain' })
  } else if (network && kernel.router.view === 'UnsupportedChain') {
    if (kernel.router.stack.length > 1) kernel.router.pop()
    else kernel.router.goBack()
  }
}
