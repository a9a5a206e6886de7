import { wholeNumber } from 'gangway/kernel'
import * as z from 'zod/mini'

const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value)

/**
 * `polkadot()`'s options. The networks themselves are checked by `defineChain` (namespace,
 * id, CAIP id) and by `polkadot()` (genesis hash, SS58 prefix), which name each bad one.
 */
export const optionsSchema = z.object({
  networks: z.array(z.unknown()),
  rpcUrls: z.optional(
    z
      .unknown()
      .check(
        z.refine(
          (urls) =>
            typeof urls === 'object' && urls !== null && Object.values(urls).every(isHttpUrl),
          'expected { [network]: http(s) URL }',
        ),
      ),
  ),
  dappName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  registrationTimeout: z.optional(wholeNumber(0)),
  pollingInterval: z.optional(wholeNumber(1)),
  finalityTimeout: z.optional(wholeNumber(1)),
})
