import type { ConnectResult, Network } from 'gangway/kernel'
import { registerSession, toAccounts, watchWallet } from './connect.js'
import { InvalidAddressError } from './errors.js'
import { toPolkadotError } from './toPolkadotError.js'
import type { PolkadotContext } from './types.js'

/** How long a silent reconnect waits for the extension to inject itself, in ms. */
export const registrationTimeout = 500

/**
 * Restores a connection without a prompt: waits briefly for the extension to inject itself,
 * then reads the accounts it shares. `null` when it is gone or shares nothing.
 *
 * @example
 * const restored = await reconnect(context, { connectorId: 'talisman' })
 */
export async function reconnect(
  context: PolkadotContext,
  parameters: { connectorId: string },
): Promise<ConnectResult | null> {
  const { connectorId } = parameters
  if (context.kernel.connectors.getSession({ namespace: 'polkadot', id: connectorId }))
    await registerSession(context, connectorId)
  const source = await context.registry.wait(
    connectorId,
    context.options.registrationTimeout ?? registrationTimeout,
  )
  if (!source) return null
  try {
    const publicKeys = await context.getClient(connectorId).getAccounts()
    if (!publicKeys.length) return null
    const active = context.kernel.networks.getActive('polkadot')
    const network =
      active && context.networks.some((n) => n.caipNetworkId === active.caipNetworkId)
        ? context.getNetwork(active.caipNetworkId)
        : context.getNetwork(context.networks[0]!.caipNetworkId)
    watchWallet(context, connectorId)
    return { accounts: toAccounts(publicKeys, network), caipNetworkId: network.caipNetworkId }
  } catch (error) {
    context.kernel.log.debug(`could not restore ${connectorId}`, error)
    return null
  }
}

/**
 * Disconnects: stops following the wallet. The injected interface has no way to revoke a
 * site; a WalletConnect session is ended by its plugin.
 */
export async function disconnect(
  context: PolkadotContext,
  parameters: { connectorId: string },
): Promise<void> {
  context.watchers.get(parameters.connectorId)?.()
  if (context.kernel.connectors.getSession({ namespace: 'polkadot', id: parameters.connectorId }))
    context.registry.delete(parameters.connectorId)
}

/**
 * Moves a connection to another configured network: the same keys, written with that
 * network's SS58 prefix (the wallet signs for any network; the payload names it).
 *
 * @throws ChainNotConfiguredError
 */
export async function switchNetwork(
  context: PolkadotContext,
  parameters: { connectorId: string; network: Network },
): Promise<void> {
  const { connectorId } = parameters
  const network = context.getNetwork(parameters.network.caipNetworkId)
  try {
    const publicKeys = await context.getClient(connectorId).getAccounts()
    context.kernel.connections.update({
      namespace: 'polkadot',
      connectorId,
      changes: {
        accounts: toAccounts(publicKeys, network),
        caipNetworkId: network.caipNetworkId,
      },
    })
  } catch (error) {
    throw toPolkadotError(error)
  }
}

/**
 * Signs a message with the account's key: extensions through `signer.signRaw` (type
 * `bytes`), WalletConnect wallets through `polkadot_signMessage`; either way over
 * `<Bytes>message</Bytes>`.
 *
 * @returns The signature, hex.
 * @throws InvalidAddressError, UserRejectedRequestError, UnsupportedWalletMethodError
 */
export async function signMessage(
  context: PolkadotContext,
  parameters: { connectorId: string; address: string; message: string },
): Promise<string> {
  const connection = context.kernel.connections
    .all('polkadot')
    .find((candidate) => candidate.connector.id === parameters.connectorId)
  const network = context.getNetwork(
    connection?.caipNetworkId ?? context.networks[0]!.caipNetworkId,
  )
  if (!connection?.accounts.some((account) => account.address === parameters.address))
    throw new InvalidAddressError(parameters.address, network.name)
  try {
    return await context.getClient(parameters.connectorId).signMessage(parameters, network)
  } catch (error) {
    throw toPolkadotError(error)
  }
}
