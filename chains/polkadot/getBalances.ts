import { formatUnits, type Network, type TokenBalance } from 'gangway/kernel'
import { getBalance } from './getBalance.js'
import type { PolkadotContext } from './types.js'

/**
 * The address's native balance as the UI lists balances: one entry, the transferable part
 * (free minus what is frozen beyond the reserved part), since that is what Send can move.
 * The reserved and frozen parts are in `getBalance`.
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable')
 * @example
 * const [dot] = await getBalances(context, { address, network: polkadot })
 */
export async function getBalances(
  context: PolkadotContext,
  parameters: { address: string; network: Network },
): Promise<readonly TokenBalance[]> {
  const { network } = parameters
  const { transferable } = await getBalance(context, parameters)
  const { nativeCurrency } = network
  return [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      caipNetworkId: network.caipNetworkId,
      value: transferable,
      decimals: nativeCurrency.decimals,
      formatted: formatUnits(transferable, nativeCurrency.decimals),
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    },
  ]
}
