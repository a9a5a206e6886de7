import * as z from 'zod/mini'

// Built only from the zod/mini pieces the kernel already ships eagerly (string, number,
// object, array, regex, refine): a bundler that shares zod between the page and this lazy
// code would otherwise pull the extra schema kinds into the page's first download (esbuild
// did: +1.2 KiB). Values viem decoded from an ABI are already typed; their meaning is
// checked in code (`isUint`, lengths, the amount asked about).

/** A uint256 as viem decodes it. */
export const isUint = (value: unknown): value is bigint => typeof value === 'bigint' && value >= 0n

/** A decimal integer string, as JSON APIs send uint256 values. */
export const integerString = z.string().check(z.regex(/^\d{1,78}$/))

/** An ERC-20 name: at most 64 characters. */
export const tokenName = z.string().check(z.refine((value) => value.length <= 64, 'name too long'))

/** An ERC-20 symbol: 1 to 16 characters. */
export const tokenSymbol = z
  .string()
  .check(z.refine((value) => value.length >= 1 && value.length <= 16, 'bad symbol'))

/** ERC-20 decimals: an integer from 0 to 36. */
export const tokenDecimals = z
  .number()
  .check(z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 36, 'bad decimals'))
