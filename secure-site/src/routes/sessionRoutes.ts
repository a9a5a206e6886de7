import { Hono } from 'hono'
import { z } from 'zod'
import { deleteSession } from '../deleteSession.js'
import { deleteUserSessions } from '../deleteUserSessions.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { openSigningSecrets } from '../keys.js'
import { readStoredKeys } from '../readStoredKeys.js'
import { signRequest } from '../signRequest.js'
import { toEmbeddedUser } from '../toEmbeddedUser.js'

const signBodySchema = z.object({ namespace: z.string(), method: z.string(), params: z.unknown() })

/**
 * The session under /api/v1: `/session`, `/signout`, `/signout/all` (every session of the
 * user, on every device) and `/sign`, all behind a session.
 */
export function sessionRoutes({
  database,
  masterKey,
  requireSession,
}: SiteDependencies): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()

  routes.get('/session', requireSession, (c) =>
    c.json({
      isConnected: true,
      user: toEmbeddedUser(c.get('user'), { username: c.get('socialUsername') }),
    }),
  )

  routes.post('/signout', requireSession, async (c) => {
    await deleteSession(database, c.get('tokenHash'))
    return c.body(null, 204)
  })

  routes.post('/signout/all', requireSession, async (c) => {
    await deleteUserSessions(database, { userId: c.get('user').id })
    return c.body(null, 204)
  })

  routes.post('/sign', requireSession, async (c) => {
    const request = await readJsonBody(c, signBodySchema)
    const user = c.get('user')
    // The site's guard on /sign read them with the session; else they are read here.
    const stored = c.get('storedKeys') ?? (await readStoredKeys(database, user.id))
    // Only the request's chain is decrypted, and only for this request.
    const secrets = openSigningSecrets(masterKey, {
      userId: user.id,
      stored,
      namespace: request.namespace,
    })
    try {
      return c.json({ result: await signRequest(secrets, request) })
    } finally {
      secrets.solanaSeed?.fill(0)
    }
  })
  return routes
}
