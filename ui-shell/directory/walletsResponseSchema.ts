import * as z from 'zod/mini'

const text = z.optional(z.nullable(z.string()))

/** One SPEC §3 "Wallet" as a directory sends it; unknown fields are ignored. */
export const directoryWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: text,
  image_url: text,
  rdns: text,
  chains: z.optional(z.nullable(z.array(z.string()))),
  mobile_link: text,
  desktop_link: text,
  webapp_link: text,
  homepage: text,
})

/** SPEC §7 `/getWallets`: `{ data: Wallet[], count }`. */
export const walletsResponseSchema = z.object({
  data: z.array(directoryWalletSchema),
  count: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0, 'expected a count')),
})
