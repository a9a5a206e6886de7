import { perNetwork, stringMatching, wholeNumber } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * `eip155()`'s options. The networks themselves are checked by `defineChain` (namespace, id,
 * CAIP id), which names each bad one.
 */
export const optionsSchema = z.object({
  networks: z.array(z.unknown()),
  rpcUrls: z.optional(
    perNetwork(
      z.array(stringMatching(/^https?:\/\//, '')),
      'expected { [chainId]: [http(s) URL, …] } per network',
    ),
  ),
  tokens: z.optional(
    perNetwork(
      z.array(
        z.object({
          address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
          name: z.optional(z.string()),
          symbol: z.optional(z.string()),
          decimals: z.optional(wholeNumber(0)),
          iconUrl: z.optional(z.string()),
        }),
      ),
      'expected { [chainId]: [{ address: 0x…40 hex, name?, symbol?, decimals?, iconUrl? }, …] }',
    ),
  ),
  rank: z.optional(z.boolean()),
  pollingInterval: z.optional(wholeNumber(1)),
  announcementTimeout: z.optional(wholeNumber(0)),
})
