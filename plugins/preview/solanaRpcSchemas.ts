import { getBase64Encoder, isAddress } from '@solana/kit'
import * as z from 'zod/mini'
import type { SolanaAccountState } from './readSolanaAccount.js'

// Only the zod/mini pieces the kernel already loads (object, array, string, unknown, nullable,
// refine): a lazy chunk's new zod features land in bundlers' eager zod chunk.
/** A u64 as kit hands it over (bigint), or a plain safe integer. */
const isU64 = (value: unknown) =>
  (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
const u64 = z.unknown().check(z.refine(isU64, 'not a u64'))
const base64 = /^[A-Za-z0-9+/]*={0,2}$/
/** `[data, 'base64']`. */
const data = z
  .array(z.string())
  .check(
    z.refine(
      ([text, encoding, ...rest]) =>
        encoding === 'base64' &&
        rest.length === 0 &&
        text !== undefined &&
        text.length % 4 === 0 &&
        base64.test(text),
      'not base64 account data',
    ),
  )
const account = z.nullable(
  z.object({
    lamports: u64,
    owner: z.string().check(z.refine((value) => isAddress(value), 'not an address')),
    data,
  }),
)

/** `getMultipleAccounts` (base64): one entry per address asked, `null` for none. */
export const multipleAccountsSchema = z.object({ value: z.array(account) })

/** `simulateTransaction` with `accounts: { encoding: 'base64' }`: what the preview reads of it. */
export const simulationSchema = z.object({
  value: z.object({
    err: z.unknown(),
    logs: z.nullable(z.array(z.string())),
    accounts: z.nullable(z.array(account)),
    fee: z.unknown().check(z.refine((v) => v === undefined || v === null || isU64(v), 'not a fee')),
  }),
})

/** An account entry validated by the schemas above, decoded. */
export function toAccountState(entry: z.infer<typeof account>): SolanaAccountState | null {
  if (!entry) return null
  return {
    lamports: BigInt(entry.lamports as bigint | number),
    program: entry.owner,
    data: new Uint8Array(getBase64Encoder().encode(entry.data[0] ?? '')),
  }
}
