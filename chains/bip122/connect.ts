import { type CaipNetworkId, type ConnectResult, InvalidWalletDataError } from 'gangway/kernel'
import { detectNetwork } from './detectNetwork.js'
import { getSessionProvider } from './getSessionProvider.js'
import { toAccounts } from './toAccounts.js'
import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context } from './types.js'
import { validateAddress } from './validateAddress.js'
import { watchWallet } from './watchWallet.js'

export type ConnectParameters = {
  connectorId: string
  /** A configured network to move the wallet to (best effort: only some wallets can switch). */
  caipNetworkId?: CaipNetworkId | undefined
}

/**
 * Connects a bitcoin wallet: asks for its payment and ordinals addresses (may prompt), reads
 * the network from the payment address, then listens to its events. When `caipNetworkId`
 * names another configured network and the wallet can switch, asks it to.
 *
 * @returns The accounts (payment first, each with its public key and path when given) and the network.
 * @throws UserRejectedRequestError (4001), WalletRequestError
 * @example
 * const { accounts } = await connect(context, { connectorId: 'Leather' })
 */
export async function connect(
  context: Bip122Context,
  parameters: ConnectParameters,
): Promise<ConnectResult> {
  const { connectorId } = parameters
  // A connector whose wallet another plugin holds (a WalletConnect session) registers it first.
  await getSessionProvider(context, connectorId)
  const client = context.getClient(connectorId)
  const wanted = parameters.caipNetworkId
    ? context.kernel.networks.get(parameters.caipNetworkId)
    : undefined
  try {
    let accounts = toAccounts(await client.connect())
    const first = accounts[0]
    if (!first) throw new InvalidWalletDataError('The wallet shared no address.')
    if (
      wanted?.chainNamespace === 'bip122' &&
      client.switchNetwork &&
      !validateAddress(first.address, wanted)
    ) {
      try {
        await client.switchNetwork(wanted)
        accounts = toAccounts(await client.getAddresses())
      } catch (error) {
        context.kernel.log.debug('the wallet stayed on its network', error)
      }
    }
    watchWallet(context, { connectorId, client })
    return {
      accounts,
      caipNetworkId: detectNetwork(context, { address: accounts[0]!.address, wanted }),
    }
  } catch (error) {
    throw toBip122Error(error)
  }
}
