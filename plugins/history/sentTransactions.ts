import {
  type CaipNetworkId,
  defineStorageKey,
  type GangwayEvents,
  type Kernel,
} from 'gangway/kernel'
import * as z from 'zod/mini'
import type { SentTransaction } from './types.js'

/** SPEC §9 pending-transactions limit: the widget remembers at most this many sends. */
export const pendingTransactionsLimit = 99

// Only the zod pieces the page already loads (string, number, object, array, regex): a lazy
// chunk that uses others makes esbuild put them in the chunk the page shares with it.
const sentSchema = z.array(
  z.object({
    id: z.string().check(z.regex(/^[0-9a-zA-Z]{1,128}$/)),
    caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    from: z.string().check(z.regex(/^[0-9a-zA-Z]{1,128}$/)),
    at: z.number(),
  }),
) as unknown as z.ZodMiniType<SentTransaction[]>

/** The transactions this widget sent, newest first, across reloads. */
export const sentTransactionsKey = defineStorageKey<SentTransaction[]>({
  name: 'history/sent',
  schema: sentSchema,
})

/** Remembers a transaction the widget sent (newest first, at most 99). */
export function recordSent(kernel: Kernel, sent: GangwayEvents['transactionSent']): void {
  const known = kernel.storage.get(sentTransactionsKey) ?? []
  if (known.some((entry) => entry.id === sent.id)) return
  const entry: SentTransaction = {
    id: sent.id,
    caipNetworkId: sent.caipNetworkId,
    from: sent.from,
    at: kernel.env.now(),
  }
  kernel.storage.set(sentTransactionsKey, [entry, ...known].slice(0, pendingTransactionsLimit))
}

/** The sends of `address` on a network, newest first. */
export function getSent(
  kernel: Kernel,
  parameters: { address: string; caipNetworkId: CaipNetworkId },
): readonly SentTransaction[] {
  const address = parameters.address.toLowerCase()
  return (kernel.storage.get(sentTransactionsKey) ?? []).filter(
    (entry) =>
      entry.caipNetworkId === parameters.caipNetworkId && entry.from.toLowerCase() === address,
  )
}
