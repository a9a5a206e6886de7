import type { Queryable } from './database.js'

/** Ends a session. */
export async function deleteSession(database: Queryable, tokenHash: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash])
}
