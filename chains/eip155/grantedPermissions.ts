import { defineStorageKey, type Kernel } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { PermissionsMethod } from './parsePermissions.js'

/**
 * A permission (ERC-7715 session) a connected wallet granted this site, as Gangway recorded it
 * when the wallet answered: the wallets of the ERC's earlier text have no method that lists
 * what they granted, so the site keeps its own list (as it keeps the `context` to redeem).
 */
export type GrantedPermissionRecord = {
  connectorId: string
  /** The granting account, lower case. */
  address: string
  chainId: number
  /** The form the wallet granted it in; revoking uses the same text's method. */
  method: PermissionsMethod
  /** Identifies the permission to the wallet (redeeming and revoking). */
  context: `0x${string}`
  /** The session account the permission was granted to. */
  to: string
  /** The permission type asked for (`native-token-allowance`…). */
  type: string
  /** A native or token allowance in the smallest unit (hex), when the permission has one. */
  allowance: `0x${string}` | undefined
  /** Unix seconds; `undefined`: the wallet did not say. */
  expiry: number | undefined
}

/** At most this many are kept (the oldest go first): a list for the visitor, not a database. */
export const grantedPermissionsLimit = 50

// regex and refine only (no z.enum, z.int…): zod's other checks would land in a host's eager
// chunk under esbuild (parsePermissions.ts says why).
const hex = () => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** Where the records live (the instance's storage prefix, `eip155/granted-permissions`). */
export const grantedPermissionsKey = defineStorageKey<GrantedPermissionRecord[]>({
  name: 'eip155/granted-permissions',
  schema: () =>
    z.array(
      z.object({
        connectorId: z.string(),
        address: z.string(),
        chainId: z.number().check(z.refine((n) => Number.isSafeInteger(n) && n > 0)),
        method: z
          .string()
          .check(z.regex(/^(wallet_requestExecutionPermissions|wallet_grantPermissions)$/)),
        context: hex(),
        to: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
        type: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
        allowance: z.optional(hex()),
        expiry: z.optional(z.number()),
      }),
    ) as unknown as z.ZodMiniType<GrantedPermissionRecord[]>,
})

/** Every record in storage (an unreadable or invalid list reads as none). */
export function readGrantedPermissions(kernel: Kernel): GrantedPermissionRecord[] {
  return kernel.storage.get(grantedPermissionsKey) ?? []
}

/** Adds a record (replacing one with the same wallet, account, chain and context). */
export function recordGrantedPermission(kernel: Kernel, record: GrantedPermissionRecord): void {
  const others = readGrantedPermissions(kernel).filter((r) => !sameRecord(r, record))
  kernel.storage.set(grantedPermissionsKey, [...others, record].slice(-grantedPermissionsLimit))
}

/** Removes a record. */
export function forgetGrantedPermission(
  kernel: Kernel,
  record: Pick<GrantedPermissionRecord, 'connectorId' | 'address' | 'chainId' | 'context'>,
): void {
  const kept = readGrantedPermissions(kernel).filter((r) => !sameRecord(r, record))
  kernel.storage.set(grantedPermissionsKey, kept)
}

function sameRecord(
  a: Pick<GrantedPermissionRecord, 'connectorId' | 'address' | 'chainId' | 'context'>,
  b: Pick<GrantedPermissionRecord, 'connectorId' | 'address' | 'chainId' | 'context'>,
) {
  return (
    a.connectorId === b.connectorId &&
    a.address.toLowerCase() === b.address.toLowerCase() &&
    a.chainId === b.chainId &&
    a.context.toLowerCase() === b.context.toLowerCase()
  )
}
