import type { Network } from 'gangway/kernel'
import * as z from 'zod/mini'
import { BroadcastError } from './errors.js'
import type { Bip122Context } from './types.js'

const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))

/**
 * Broadcasts a raw transaction through Esplora's `POST /tx` (the hex as a text body).
 * Not retried: a retry after a lost answer would report the first send as an error.
 *
 * @returns The txid.
 * @throws BroadcastError with the node's reason (double spend, bad signature …) as details.
 * @example
 * const txid = await broadcastTransaction(context, { network: bitcoin, hex })
 */
export async function broadcastTransaction(
  context: Bip122Context,
  parameters: { network: Network; hex: string },
): Promise<string> {
  try {
    return await context.kernel.http.request(`${context.getEsploraUrl(parameters.network)}/tx`, {
      method: 'POST',
      text: parameters.hex,
      schema: txidSchema,
      retryCount: 0,
    })
  } catch (error) {
    throw new BroadcastError(error)
  }
}
