import type { CaipNetworkId, ConnectResult } from 'gangway/kernel'
import { getSessionProvider } from './getSessionProvider.js'
import { switchNetwork } from './switchNetwork.js'
import { toAccounts } from './toAccounts.js'
import { toEip155Error } from './toEip155Error.js'
import type { Eip155Context } from './types.js'
import { watchProvider } from './watchProvider.js'

export type ConnectParameters = {
  connectorId: string
  /** A configured network to move the wallet to after connecting (best effort). */
  caipNetworkId?: CaipNetworkId | undefined
}

/**
 * Connects a browser wallet: `eth_requestAccounts` (may prompt), then `eth_chainId`, then
 * listens to its events. When `caipNetworkId` names another configured network, asks the
 * wallet to switch; if the visitor declines, the connection stays on the wallet's chain.
 *
 * @returns The accounts and the wallet's network.
 * @throws UserRejectedRequestError (4001) and the other wallet-code errors.
 * @example
 * const { accounts } = await connect(context, { connectorId: 'io.metamask' })
 */
export async function connect(
  context: Eip155Context,
  parameters: ConnectParameters,
): Promise<ConnectResult> {
  const { connectorId } = parameters
  const provider =
    (await getSessionProvider(context, connectorId)) ?? context.getProvider(connectorId)
  try {
    const accounts = toAccounts(await provider.request({ method: 'eth_requestAccounts' }))
    let chainId = Number(await provider.request({ method: 'eth_chainId' }))
    const wanted = parameters.caipNetworkId
      ? context.kernel.networks.get(parameters.caipNetworkId)
      : undefined
    if (wanted && wanted.chainNamespace === 'eip155' && wanted.id !== chainId) {
      try {
        await switchNetwork(context, { connectorId, network: wanted })
        chainId = wanted.id as number
      } catch (error) {
        context.kernel.log.debug('the wallet stayed on its chain', error)
      }
    }
    watchProvider(context, { connectorId, provider })
    return { accounts, caipNetworkId: `eip155:${chainId}` }
  } catch (error) {
    throw toEip155Error(error)
  }
}
