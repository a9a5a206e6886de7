import { formatUnits, type Network, type TokenBalance } from 'gangway/kernel'
import { getBalanceDetail } from './getBalanceDetail.js'
import type { PolkadotContext } from './types.js'

/**
 * The address's native balance as the UI lists balances: one entry, what Send can move with
 * `transfer_keep_alive` (free minus what is frozen beyond the reserved part, and at least the
 * existential deposit left in the account), so Send's Max leaves the deposit and the fee. The
 * parts (free, reserved, frozen) are in `getBalanceDetail`, which Account shows under it.
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
  const { spendable } = await getBalanceDetail(context, parameters)
  const { nativeCurrency } = network
  return [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      caipNetworkId: network.caipNetworkId,
      value: spendable,
      decimals: nativeCurrency.decimals,
      formatted: formatUnits(spendable, nativeCurrency.decimals),
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    },
  ]
}
