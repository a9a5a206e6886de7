import type { CaipNetworkId, ConnectResult } from 'gangway/kernel'
import { AccountNotFoundError } from './errors.js'
import { getFeature } from './getFeature.js'
import { getSessionProvider } from './getSessionProvider.js'
import { resolveNetwork } from './resolveNetwork.js'
import { toAccounts } from './toAccounts.js'
import { toSolanaError } from './toSolanaError.js'
import type { SolanaContext, StandardConnectFeature } from './types.js'
import { watchWallet } from './watchWallet.js'

/**
 * Connects a Wallet Standard wallet with `standard:connect` (may prompt), then listens to its
 * `standard:events`. A connector whose wallet another plugin holds (a WalletConnect session)
 * is wrapped behind the same interface first. Solana wallets have no "current chain": the connection is on the
 * requested network, else the active solana network.
 *
 * @returns The wallet's Solana accounts and the network.
 * @throws UserRejectedRequestError when the visitor declines; WalletRequestError otherwise.
 * @example
 * const { accounts } = await connect(context, { connectorId: 'Phantom' })
 */
export async function connect(
  context: SolanaContext,
  parameters: { connectorId: string; caipNetworkId?: CaipNetworkId | undefined },
): Promise<ConnectResult> {
  const { connectorId } = parameters
  const wallet = (await getSessionProvider(context, connectorId)) ?? context.getWallet(connectorId)
  const requested = parameters.caipNetworkId
    ? context.kernel.networks.get(parameters.caipNetworkId)
    : undefined
  const network = resolveNetwork(
    context,
    requested?.chainNamespace === 'solana' ? requested : undefined,
  )
  try {
    const { connect } = getFeature<StandardConnectFeature>(wallet, 'standard:connect')
    const output = await connect()
    const accounts = toAccounts(output?.accounts?.length ? output.accounts : wallet.accounts)
    if (!accounts.length) throw new AccountNotFoundError('(none)')
    watchWallet(context, { connectorId, wallet })
    return { accounts, caipNetworkId: network.caipNetworkId }
  } catch (error) {
    throw toSolanaError(error)
  }
}
