import type { Network } from 'gangway/kernel'
import { AccountNotFoundError, UnsupportedWalletMethodError } from './errors.js'
import { toAccounts } from './toAccounts.js'
import { toBip122Error } from './toBip122Error.js'
import type { Bip122Context } from './types.js'
import { validateAddress } from './validateAddress.js'

/**
 * Moves a connection to another configured network. A wallet that can switch (UniSat) is
 * asked to and its new addresses are read; a Wallet Standard wallet names the chain per
 * request, so it only needs an address of that network.
 *
 * @throws UnsupportedWalletMethodError when the wallet has no address there and cannot switch.
 * @example
 * await switchNetwork(context, { connectorId: 'unisat', network: bitcoinTestnet })
 */
export async function switchNetwork(
  context: Bip122Context,
  parameters: { connectorId: string; network: Network },
): Promise<void> {
  const { connectorId, network } = parameters
  const client = context.getClient(connectorId)
  try {
    const current = toAccounts(await client.getAddresses())
    if (current.some((account) => validateAddress(account.address, network))) {
      const accounts = current.filter((account) => validateAddress(account.address, network))
      context.kernel.connections.update({ namespace: 'bip122', connectorId, changes: { accounts } })
      return
    }
    if (!client.switchNetwork)
      throw new UnsupportedWalletMethodError(`switching to ${network.name}`, connectorId)
    await client.switchNetwork(network)
    const accounts = toAccounts(await client.getAddresses())
    if (!accounts[0] || !validateAddress(accounts[0].address, network))
      throw new AccountNotFoundError(`an address on ${network.name}`)
    context.kernel.connections.update({ namespace: 'bip122', connectorId, changes: { accounts } })
  } catch (error) {
    throw toBip122Error(error)
  }
}
