import { type Queryable, toBytes } from '../database.js'
import type { ShareSet } from './shareSchemas.js'
import { custodyChains } from './shareSchemas.js'

/** One row of `key_shares`, as the routes answer it (bytes still as bytes). */
export type KeyShareRow = {
  chain: (typeof custodyChains)[number]
  address: string
  authShare: Uint8Array
  recovery: {
    kind: 'prf' | 'password'
    params: Record<string, string | number>
    ciphertext: Uint8Array
    /** The recovery password's check (null: enrolled before checks existed). */
    check: Uint8Array | null
  }
}

/** The user's share rows (none before enrollment). */
export async function readKeyShares(database: Queryable, userId: string): Promise<KeyShareRow[]> {
  const rows = await database.query<{
    chain: KeyShareRow['chain']
    address: string
    auth_share: unknown
    recovery_ciphertext: unknown
    recovery_kind: 'prf' | 'password'
    recovery_params: string
    recovery_check: unknown
  }>(
    `SELECT chain, address, auth_share, recovery_ciphertext, recovery_kind, recovery_params,
       recovery_check
     FROM key_shares WHERE user_id = $1 ORDER BY chain`,
    [userId],
  )
  return rows.map((row) => ({
    chain: row.chain,
    address: row.address,
    authShare: toBytes(row.auth_share),
    recovery: {
      kind: row.recovery_kind,
      params: JSON.parse(row.recovery_params) as Record<string, string | number>,
      ciphertext: toBytes(row.recovery_ciphertext),
      check: row.recovery_check === null ? null : toBytes(row.recovery_check),
    },
  }))
}

/**
 * Writes the share set: inserts it on enrollment, replaces the auth share and recovery of
 * existing rows after a re-split (`rotated_at` moves on).
 */
export async function writeKeyShares(
  tx: Queryable,
  { userId, shares, now }: { userId: string; shares: ShareSet; now: number },
): Promise<void> {
  for (const chain of custodyChains) {
    const entry = shares[chain]
    await tx.query(
      `INSERT INTO key_shares (user_id, chain, address, auth_share, recovery_ciphertext,
         recovery_kind, recovery_params, created_at, rotated_at, recovery_check)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
       ON CONFLICT (user_id, chain) DO UPDATE SET auth_share = $4, recovery_ciphertext = $5,
         recovery_kind = $6, recovery_params = $7, rotated_at = $8, recovery_check = $9`,
      [
        userId,
        chain,
        entry.address,
        entry.authShare,
        entry.recovery.ciphertext,
        entry.recovery.kind,
        JSON.stringify(entry.recovery.params),
        now,
        shares.recoveryCheck,
      ],
    )
  }
}
