import * as z from 'zod/mini'

/**
 * `cosmos(options)`: each network's Cosmos fields (the rest `defineChain` checks). Built when
 * called, in development builds only: a production page builds no schema before first paint.
 */
export const optionsSchema = () =>
  z.object({
    networks: z.array(
      z.looseObject({
        bech32Prefix: z.string().check(z.regex(/^[a-z]{1,20}$/)),
        denom: z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/)),
        gasPrice: z.number().check(z.positive()),
        suggest: z.optional(z.boolean()),
      }),
    ),
  })
