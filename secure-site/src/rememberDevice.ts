import type { Queryable } from './database.js'

/** Marks a device as the user's own: its next e-mail login gets a code, not a link. */
export async function rememberDevice(
  database: Queryable,
  { userId, deviceHash, now }: { userId: string; deviceHash: string; now: number },
): Promise<void> {
  await database.query(
    'INSERT INTO devices (user_id, device_hash, approved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, deviceHash, now],
  )
}
