import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { Bip122Context, Utxo } from './types.js'

const utxoSchema = z.array(
  z.object({
    txid: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    vout: z.number().check(z.int(), z.nonnegative()),
    value: z.number().check(z.int(), z.nonnegative()),
    status: z.object({ confirmed: z.boolean(), block_height: z.optional(z.number()) }),
  }),
)

/**
 * The unspent outputs of an address, from Esplora's `GET /address/:address/utxo`.
 *
 * @example
 * const utxos = await getUtxos(context, { address, network: bitcoin })
 */
export async function getUtxos(
  context: Bip122Context,
  parameters: { address: string; network: Network },
): Promise<Utxo[]> {
  const url = `${context.getEsploraUrl(parameters.network)}/address/${encodeURIComponent(parameters.address)}/utxo`
  const list = await context.kernel.http.request(url, { schema: utxoSchema })
  return list.map((utxo) => ({
    txid: utxo.txid,
    vout: utxo.vout,
    value: BigInt(utxo.value),
    confirmed: utxo.status.confirmed,
    ...(utxo.status.block_height === undefined ? {} : { blockHeight: utxo.status.block_height }),
  }))
}
