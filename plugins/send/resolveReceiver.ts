import {
  type Kernel,
  type LookupAddressParameters,
  type LookupAddressResult,
  type Namespace,
  type Network,
  nameMethods,
  type ResolveNameParameters,
  type ResolveNameResult,
} from 'gangway/kernel'

/** `true` when a names plugin handles name lookups on this instance. */
export const hasNames = (kernel: Kernel): boolean =>
  Boolean(kernel.registry.rpcHandler(nameMethods.resolveName))

/**
 * The receiver's name (reverse lookup) through a names plugin, if one is present.
 *
 * @returns The name and avatar, or `null` (no names plugin, no name, or the lookup failed).
 */
export async function lookupReceiver(
  kernel: Kernel,
  parameters: { namespace: Namespace; network: Network; address: string },
): Promise<LookupAddressResult> {
  const handler = kernel.registry.rpcHandler(nameMethods.lookupAddress)
  if (!handler) return null
  const request: LookupAddressParameters = {
    namespace: parameters.namespace,
    caipNetworkId: parameters.network.caipNetworkId,
    address: parameters.address,
  }
  try {
    return ((await handler({ method: nameMethods.lookupAddress, params: [request] }, kernel)) ??
      null) as LookupAddressResult
  } catch (error) {
    kernel.log.debug('[send] name lookup failed', error)
    return null
  }
}

/**
 * A name's address through a names plugin, if one is present.
 *
 * @returns The address, or `null`.
 * @throws What the names plugin throws: a refused name (ENSIP-15, with the reason) or a
 *   failed lookup ('Error resolving name'), so the form says so rather than 'not found'.
 */
export async function resolveReceiverName(
  kernel: Kernel,
  parameters: { namespace: Namespace; network: Network; name: string },
): Promise<ResolveNameResult> {
  const handler = kernel.registry.rpcHandler(nameMethods.resolveName)
  if (!handler) return null
  const request: ResolveNameParameters = {
    namespace: parameters.namespace,
    caipNetworkId: parameters.network.caipNetworkId,
    name: parameters.name,
  }
  const address = await handler({ method: nameMethods.resolveName, params: [request] }, kernel)
  return typeof address === 'string' && address ? address : null
}
