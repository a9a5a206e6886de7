import type { Queryable } from '../database.js'

/** Whether the user approved this device (a login from it, or its approval link). */
export async function isKnownDevice(
  database: Queryable,
  { userId, deviceHash }: { userId: string; deviceHash: string },
): Promise<boolean> {
  const rows = await database.query(
    'SELECT 1 FROM devices WHERE user_id = $1 AND device_hash = $2',
    [userId, deviceHash],
  )
  return rows.length > 0
}
