import { perNetwork, stringMatching, wholeNumber } from 'gangway/kernel'
import * as z from 'zod/mini'

/**
 * `solana()`'s options. The networks themselves are checked by `defineChain` (namespace, id,
 * CAIP id), which names each bad one.
 */
export const optionsSchema = z.optional(
  z.object({
    networks: z.optional(z.array(z.unknown())),
    rpcUrls: z.optional(
      perNetwork(
        z.array(stringMatching(/^https?:\/\//)),
        'expected { [network]: [http(s) URL, …] } per network',
      ),
    ),
    webSocketUrls: z.optional(
      perNetwork(stringMatching(/^wss?:\/\//), 'expected { [network]: ws(s) URL } per network'),
    ),
    tokens: z.optional(
      perNetwork(
        z.array(
          z.object({
            address: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
            name: z.optional(z.string()),
            symbol: z.optional(z.string()),
            iconUrl: z.optional(z.string()),
          }),
        ),
        'expected { [network]: [{ address: a base58 mint, name?, symbol?, iconUrl? }, …] }',
      ),
    ),
    registrationTimeout: z.optional(wholeNumber(0)),
    commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    confirmationTimeout: z.optional(wholeNumber(0)),
  }),
)
