import type { CustodyMode } from '../custody/custodyMode.js'
import type { UserRecord } from '../findUser.js'
import type { StoredUserKeys } from '../keys.js'

/** The Hono environment of the site's routes: what the middleware leaves for handlers. */
export type SiteEnv = {
  Variables: {
    /** SHA-256 of the X-Gangway-Device header (set on every /api/v1 request). */
    deviceHash: string
    /** The session's user (set by `requireSession`). */
    user: UserRecord
    /** How the session's user's key is held, read with the session (set by `requireSession`). */
    userCustody: CustodyMode
    /** A server-held user's sealed keys, read with the session (`/sign`'s guard only). */
    storedKeys?: StoredUserKeys | undefined
    /** SHA-256 of the session's bearer token (set by `requireSession`). */
    tokenHash: string
    /** The session's social username, null after an e-mail login (set by `requireSession`). */
    socialUsername: string | null
  }
}
