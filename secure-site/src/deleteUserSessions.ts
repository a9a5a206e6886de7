import type { Queryable } from './database.js'

/**
 * Ends every session of a user, on every device: after "sign out everywhere", and when the
 * account's e-mail changes (whoever held the old address's sessions loses them).
 *
 * @param parameters - `userId`; `except`: the token hash of a session to keep (the one that
 *   asked), if any.
 * @returns How many sessions ended.
 * @example
 * await deleteUserSessions(database, { userId: user.id, except: c.get('tokenHash') })
 */
export async function deleteUserSessions(
  database: Queryable,
  { userId, except }: { userId: string; except?: string | undefined },
): Promise<number> {
  const deleted = await database.query<{ token_hash: string }>(
    except === undefined
      ? 'DELETE FROM sessions WHERE user_id = $1 RETURNING token_hash'
      : 'DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash',
    except === undefined ? [userId] : [userId, except],
  )
  return deleted.length
}
