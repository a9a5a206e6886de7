import type { Queryable } from '../database.js'
import type { CustodyMode } from './custodyMode.js'

/**
 * Records the site's CUSTODY in the database at start, so that every path creating a user
 * (e-mail, social, Farcaster) reads one answer inside its transaction. The last instance to
 * start wins: every instance on one database must run with the same CUSTODY.
 */
export async function writeCustodySetting(database: Queryable, mode: CustodyMode): Promise<void> {
  await database.query(
    'INSERT INTO custody_setting (id, mode) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET mode = $1',
    [mode],
  )
}

/** The site's CUSTODY as last recorded (`server` if none was). */
export async function readCustodySetting(database: Queryable): Promise<CustodyMode> {
  const [row] = await database.query<{ mode: CustodyMode }>(
    'SELECT mode FROM custody_setting WHERE id = 1',
  )
  return row?.mode ?? 'server'
}
