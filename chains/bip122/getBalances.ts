import type { Network, TokenBalance } from 'gangway/kernel'
import { formatBtc } from './formatBtc.js'
import { getBalance } from './getBalance.js'
import type { Bip122Context } from './types.js'

/**
 * The address's BTC balance as the UI lists balances: one native entry, confirmed plus
 * unconfirmed, `formatted` with all 8 decimals.
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable')
 * @example
 * const [btc] = await getBalances(context, { address, network: bitcoin }) // btc.formatted '0.00150000'
 */
export async function getBalances(
  context: Bip122Context,
  parameters: { address: string; network: Network },
): Promise<readonly TokenBalance[]> {
  const { network } = parameters
  const { total } = await getBalance(context, parameters)
  const { nativeCurrency } = network
  return [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      caipNetworkId: network.caipNetworkId,
      value: total,
      decimals: nativeCurrency.decimals,
      formatted: formatBtc(total, nativeCurrency.decimals),
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    },
  ]
}
