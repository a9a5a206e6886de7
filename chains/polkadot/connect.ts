import {
  type Account,
  type CaipNetworkId,
  type ConnectResult,
  InvalidWalletDataError,
} from 'gangway/kernel'
import { isSessionProvider } from './createWalletClients.js'
import type { PolkadotNetwork } from './defineNetwork.js'
import { fromHex } from './hex.js'
import { toAddress } from './ss58.js'
import { toPolkadotError } from './toPolkadotError.js'
import type { PolkadotContext } from './types.js'

/** Public keys as the kernel's accounts, written with the network's SS58 prefix. */
export function toAccounts(publicKeys: readonly string[], network: PolkadotNetwork): Account[] {
  return publicKeys.map((publicKey) => ({
    namespace: 'polkadot',
    address: toAddress(fromHex(publicKey), network.ss58Prefix),
    type: 'eoa',
    publicKey,
  }))
}

/** Registers the wallet of a connector another plugin holds (a WalletConnect session). */
export async function registerSession(
  context: PolkadotContext,
  connectorId: string,
): Promise<void> {
  const provider = await context.getSessionProvider(connectorId)
  if (provider === undefined) return
  if (!isSessionProvider(provider)) {
    context.registry.delete(connectorId)
    return
  }
  context.registry.set(connectorId, { kind: 'session', provider })
}

/** Follows the wallet's account changes; an empty list ends the connection. */
export function watchWallet(context: PolkadotContext, connectorId: string): void {
  context.watchers.get(connectorId)?.()
  const stop = context.getClient(connectorId).watch((publicKeys) => {
    const connection = context.kernel.connections
      .all('polkadot')
      .find((candidate) => candidate.connector.id === connectorId)
    if (!connection) return
    if (!publicKeys.length) {
      context.kernel.connections.handleDisconnect({ namespace: 'polkadot', connectorId })
      return
    }
    const network = context.getNetwork(connection.caipNetworkId)
    context.kernel.connections.update({
      namespace: 'polkadot',
      connectorId,
      changes: {
        accounts: toAccounts(publicKeys, network),
      },
    })
  })
  context.watchers.set(connectorId, () => {
    stop()
    context.watchers.delete(connectorId)
  })
}

/**
 * Connects a Polkadot wallet: enables the extension for the dapp (may prompt) or uses the
 * WalletConnect session, and reads its accounts. Addresses are written with the network's
 * SS58 prefix; accounts whose address is malformed are left out.
 *
 * @returns The accounts and the network (the one asked for, else the first configured).
 * @throws InvalidWalletDataError when no valid account is shared, UserRejectedRequestError, WalletRequestError
 * @example
 * const { accounts } = await connect(context, { connectorId: 'talisman' })
 */
export async function connect(
  context: PolkadotContext,
  parameters: { connectorId: string; caipNetworkId?: CaipNetworkId | undefined },
): Promise<ConnectResult> {
  const { connectorId, caipNetworkId } = parameters
  await registerSession(context, connectorId)
  const network =
    caipNetworkId && context.networks.some((n) => n.caipNetworkId === caipNetworkId)
      ? context.getNetwork(caipNetworkId)
      : context.getNetwork(context.networks[0]!.caipNetworkId)
  try {
    const publicKeys = await context.getClient(connectorId).getAccounts()
    if (!publicKeys.length)
      throw new InvalidWalletDataError('The wallet shared no valid Polkadot account.')
    watchWallet(context, connectorId)
    return { accounts: toAccounts(publicKeys, network), caipNetworkId: network.caipNetworkId }
  } catch (error) {
    throw toPolkadotError(error)
  }
}
