import * as z from 'zod/mini'

const url = (schemes: RegExp, expected: string) =>
  z.string().check(z.refine((value) => schemes.test(value), expected))
/** Keyed by chain id or CAIP network id; a refine, not z.record, to stay small eagerly. */
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
const whole = (minimum: number) =>
  z
    .number()
    .check(
      z.refine(
        (value) => Number.isSafeInteger(value) && value >= minimum,
        `expected a whole number ≥ ${minimum}`,
      ),
    )

/**
 * `eip155()`'s options. The networks themselves are checked by `defineChain` (namespace, id,
 * CAIP id), which names each bad one.
 */
export const optionsSchema = z.object({
  networks: z.array(z.unknown()),
  rpcUrls: z.optional(
    perNetwork(
      z.array(url(/^https?:\/\//, '')),
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
          decimals: z.optional(whole(0)),
          iconUrl: z.optional(z.string()),
        }),
      ),
      'expected { [chainId]: [{ address: 0x…40 hex, name?, symbol?, decimals?, iconUrl? }, …] }',
    ),
  ),
  rank: z.optional(z.boolean()),
  pollingInterval: z.optional(whole(1)),
  announcementTimeout: z.optional(whole(0)),
})
