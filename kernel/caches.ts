import * as z from 'zod/mini'
import { defineCache } from './storage.js'
import type { TokenBalance } from './types.js'

const jsonBalance = () =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
    address: z.optional(z.string()),
    value: z.string().check(z.regex(/^-?\d+$/)),
    decimals: z.number(),
    formatted: z.string(),
    price: z.optional(z.number()),
    iconUrl: z.optional(z.string()),
  })
/** A balance as cached: `value` is a decimal string because JSON has no bigint. */
export type CachedBalance = z.infer<ReturnType<typeof jsonBalance>>

/** SPEC §9 cache lifetimes. */
export const caches = {
  portfolio: defineCache({
    name: 'cache/portfolio',
    ttl: 30_000,
    schema: () => z.array(jsonBalance()),
  }),
  nativeBalance: defineCache({
    name: 'cache/native-balance',
    ttl: 30_000,
    schema: jsonBalance,
  }),
  name: defineCache({ name: 'cache/name', ttl: 300_000, schema: () => z.nullable(z.string()) }),
  identity: defineCache({
    name: 'cache/identity',
    ttl: 300_000,
    schema: () => z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
  }),
} as const

/** How `caches.portfolio` stores balances: `value` as a decimal string, and back. */
export const portfolioCodec = {
  toStored: (balances: readonly TokenBalance[]): CachedBalance[] =>
    balances.map(({ value, ...rest }) => ({ ...rest, value: value.toString() })),
  fromStored: (balances: readonly CachedBalance[]): TokenBalance[] =>
    balances.map((balance) => ({ ...balance, value: BigInt(balance.value) }) as TokenBalance),
}
