import { defineStorageKey } from 'gangway/kernel'
import * as z from 'zod/mini'

/** A purchase the visitor left this page for (a phone goes to the provider's page itself). */
export type PendingPurchase = {
  id: string
  provider: string
  namespace: string
  caipNetworkId: string
  address: string
  asset: string
  /** The asset's balance before, a decimal integer string; null when it cannot be read. */
  before: string | null
}

/** Where it waits for the visitor's return (validated on read, like every stored value). */
export const pendingPurchaseKey = defineStorageKey<PendingPurchase>({
  name: 'onramp-purchase',
  schema: z.object({
    id: z.string().check(z.regex(/^[\w-]{8,64}$/)),
    provider: z.string().check(z.regex(/^[\w-]{1,40}$/)),
    namespace: z.string().check(z.regex(/^[-a-z0-9]{3,8}$/)),
    caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    address: z.string().check(z.regex(/^\w{20,100}$/)),
    asset: z.string().check(z.regex(/^[A-Za-z0-9.]{1,16}$/)),
    before: z.nullable(z.string().check(z.regex(/^\d{1,78}$/))),
  }),
})
