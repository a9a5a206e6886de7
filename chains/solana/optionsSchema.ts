import * as z from 'zod/mini'

/** Keyed by CAIP network id or cluster id; a refine, not z.record, to stay small eagerly. */
const perNetwork = (item: z.ZodMiniType, expected: string) =>
  z
    .unknown()
    .check(
      z.refine(
        (map) =>
          typeof map === 'object' &&
          map !== null &&
          Object.values(map).every((value) => item.safeParse(value).success),
        expected,
      ),
    )
const whole = z
  .number()
  .check(
    z.refine((value) => Number.isSafeInteger(value) && value >= 0, 'expected a whole number ≥ 0'),
  )
const urlMatching = (pattern: RegExp) => z.string().check(z.refine((value) => pattern.test(value)))

/**
 * `solana()`'s options. The networks themselves are checked by `defineChain` (namespace, id,
 * CAIP id), which names each bad one.
 */
export const optionsSchema = z.optional(
  z.object({
    networks: z.optional(z.array(z.unknown())),
    rpcUrls: z.optional(
      perNetwork(
        z.array(urlMatching(/^https?:\/\//)),
        'expected { [network]: [http(s) URL, …] } per network',
      ),
    ),
    webSocketUrls: z.optional(
      perNetwork(urlMatching(/^wss?:\/\//), 'expected { [network]: ws(s) URL } per network'),
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
    registrationTimeout: z.optional(whole),
    commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
    confirmationTimeout: z.optional(whole),
  }),
)
