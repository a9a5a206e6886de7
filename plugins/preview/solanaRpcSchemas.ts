import { getBase64Encoder, isAddress } from '@solana/kit'
import * as z from 'zod/mini'
import type { SolanaAccountState } from './readSolanaAccount.js'

/** A u64 as kit hands it over (bigint), or a plain safe integer. */
const u64 = z.custom<bigint | number>(
  (value) =>
    (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) ||
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0),
)
const base64 = /^[A-Za-z0-9+/]*={0,2}$/
const account = z.nullable(
  z.object({
    lamports: u64,
    owner: z.string().check(z.refine((value) => isAddress(value), 'not an address')),
    data: z.tuple([
      z.string().check(z.refine((value) => value.length % 4 === 0 && base64.test(value))),
      z.literal('base64'),
    ]),
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
    fee: z.optional(z.nullable(u64)),
  }),
})

/** An account entry validated by the schemas above, decoded. */
export function toAccountState(entry: z.infer<typeof account>): SolanaAccountState | null {
  if (!entry) return null
  return {
    lamports: BigInt(entry.lamports),
    program: entry.owner,
    data: new Uint8Array(getBase64Encoder().encode(entry.data[0])),
  }
}
