import type { Queryable } from '../database.js'
import type { CustodyMode } from './custodyMode.js'

/** How one user's key is held: `server` (sealed under MASTER_KEY) or `shares`. */
export async function readUserCustody(database: Queryable, userId: string): Promise<CustodyMode> {
  const [row] = await database.query<{ custody: CustodyMode }>(
    'SELECT custody FROM user_keys WHERE user_id = $1',
    [userId],
  )
  return row?.custody ?? 'server'
}
