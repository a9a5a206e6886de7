import { type CaipNetworkId, type ConnectResult, InvalidWalletDataError } from 'gangway/kernel'
import { getSessionProvider } from './getSessionProvider.js'
import { parseChainId } from './parseChainId.js'
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
 * listens to its events. Every answer is checked: a bad address or chain id refuses the connection. When `caipNetworkId` names another configured network, asks the
 * wallet to switch; if the visitor declines, the connection stays on the wallet's chain.
 *
 * @returns The accounts and the wallet's network.
 * @throws InvalidWalletDataError, UserRejectedRequestError (4001) and the other wallet-code errors.
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
    const reported = await provider.request({ method: 'eth_chainId' })
    let chainId = parseChainId(reported)
    if (chainId === undefined)
      throw new InvalidWalletDataError(`"${String(reported).slice(0, 40)}" is not a chain id.`)
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
    // The session stays with this provider object, even if another one announces the same rdns.
    context.bound.set(connectorId, provider)
    watchProvider(context, { connectorId, provider })
    return { accounts, caipNetworkId: `eip155:${chainId}` }
  } catch (error) {
    throw toEip155Error(error)
  }
}
