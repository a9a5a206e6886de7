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

/**
 * CUSTODY unset (`auto`): the mode the database last recorded (every start records one), else
 * `server` when it has users already (a site from before custody was recorded: its users'
 * keys are sealed on the server, and it keeps working as it did), else `shares` (a new site).
 */
export async function chooseCustody(database: Queryable): Promise<CustodyMode> {
  const [recorded] = await database.query<{ mode: CustodyMode }>(
    'SELECT mode FROM custody_setting WHERE id = 1',
  )
  if (recorded) return recorded.mode
  const users = await database.query('SELECT 1 FROM users LIMIT 1')
  return users.length > 0 ? 'server' : 'shares'
}
