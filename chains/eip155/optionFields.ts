import { perNetwork, stringMatching, wholeNumber } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * `eip155()`'s options, one schema builder per field: `eip155()` runs before a page's first
 * paint, so only the fields a host passes are built and checked. The networks themselves are
 * checked by `defineChain` (namespace, id, CAIP id), which names each bad one.
 */
export const optionFields = {
  networks: () => z.array(z.unknown()),
  rpcUrls: () =>
    perNetwork(
      z.array(stringMatching(/^https?:\/\//, '')),
      'expected { [chainId]: [http(s) URL, …] } per network',
    ),
  tokens: () =>
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
  rank: () => z.boolean(),
  pollingInterval: () => wholeNumber(1),
  announcementTimeout: () => wholeNumber(0),
}
