import { BalanceUnavailableError, defineCache, type Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { Bip122Context, BitcoinBalance } from './types.js'

const sats = z.number().check(z.int(), z.nonnegative())
const statsSchema = z.object({ funded_txo_sum: sats, spent_txo_sum: sats })
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })

/** SPEC §9: a native balance is cached for 30 s. Amounts are decimal strings (JSON has no bigint). */
export const bitcoinBalanceCache = defineCache({
  name: 'cache/bip122-balance',
  ttl: 30_000,
  schema: z.object({ confirmed: z.string(), unconfirmed: z.string() }),
})

/**
 * An address's balance in satoshis from Esplora's `GET /address/:address`: confirmed =
 * `chain_stats` funded − spent, unconfirmed = `mempool_stats` funded − spent (negative while
 * a spend is pending). Cached for 30 s; after a failure no new read for 30 s.
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable')
 * @example
 * const { confirmed, unconfirmed, total } = await getBalance(context, { address, network: bitcoin })
 */
export async function getBalance(
  context: Bip122Context,
  parameters: { address: string; network: Network },
): Promise<BitcoinBalance> {
  const { kernel } = context
  const { address, network } = parameters
  return context.readCached({
    cache: bitcoinBalanceCache,
    id: `${network.caipNetworkId}:${address}`,
    async read() {
      const url = `${context.getEsploraUrl(network)}/address/${encodeURIComponent(address)}`
      const { chain_stats, mempool_stats } = await kernel.http.request(url, {
        schema: addressSchema,
      })
      return toBalance(
        BigInt(chain_stats.funded_txo_sum) - BigInt(chain_stats.spent_txo_sum),
        BigInt(mempool_stats.funded_txo_sum) - BigInt(mempool_stats.spent_txo_sum),
      )
    },
    toStored: (balance) => ({
      confirmed: balance.confirmed.toString(),
      unconfirmed: balance.unconfirmed.toString(),
    }),
    fromStored: (stored) => toBalance(BigInt(stored.confirmed), BigInt(stored.unconfirmed)),
    toError: (cause) => new BalanceUnavailableError(cause),
  })
}

const toBalance = (confirmed: bigint, unconfirmed: bigint): BitcoinBalance => ({
  confirmed,
  unconfirmed,
  total: confirmed + unconfirmed,
})
