import { wholeNumber } from 'gangway/kernel'
import * as z from 'zod/mini'

const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value)
/**
 * `bip122()`'s options. The networks themselves are checked by `defineChain` (namespace, id,
 * CAIP id), which names each bad one.
 */
export const optionsSchema = z.object({
  networks: z.array(z.unknown()),
  esploraUrl: z.optional(
    z.unknown().check(
      z.refine(
        (url) =>
          isHttpUrl(url) ||
          // One per network, keyed by CAIP network id or genesis-hash id.
          (typeof url === 'object' && url !== null && Object.values(url).every(isHttpUrl)),
        'expected an http(s) URL, or { [network]: http(s) URL }',
      ),
    ),
  ),
  registrationTimeout: z.optional(wholeNumber(0)),
  feeTarget: z.optional(wholeNumber(1)),
})
