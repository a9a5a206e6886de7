import * as z from 'zod/mini'

/**
 * Option pieces the chain and plugin factories share, for their `parseOptions` schemas.
 * Refines, not `z.record` or `z.int`: those would add to every page's first bundle.
 */

/** A whole number ≥ `minimum` (a timeout, an interval, a count). */
export const wholeNumber = (minimum: number) =>
  z
    .number()
    .check(
      z.refine(
        (value) => Number.isSafeInteger(value) && value >= minimum,
        `expected a whole number ≥ ${minimum}`,
      ),
    )

/** A string matching `pattern`, e.g. `/^https?:\/\//` for an http(s) URL. */
export const stringMatching = (pattern: RegExp, expected?: string) =>
  z.string().check(z.refine((value) => pattern.test(value), expected))

/** An object of `item`s keyed by network (chain id, CAIP network id…); `expected` names the shape. */
export const perNetwork = (item: z.ZodMiniType, expected: string) =>
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
