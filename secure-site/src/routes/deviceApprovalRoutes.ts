import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { findUser } from '../findUser.js'
import { renderPage } from '../http/renderPage.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { rememberDevice } from '../rememberDevice.js'
import { sha256Hex } from '../sha256Hex.js'

// A token is 32 random bytes in base64url; anything else is treated as an unknown link.
const approvalTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) })

/**
 * `GET /device/approve` shows the approval button of a mailed link; `POST` approves the
 * device. A GET approves nothing: mail scanners open links.
 */
export function deviceApprovalRoutes({
  database,
  publicOrigin,
  appName,
  now,
  limitClientIp,
}: SiteDependencies): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()
  const expiredPage = (c: Context) =>
    renderPage(c, {
      title: 'This link has expired',
      body: html`<p>Start the login again to get a new link.</p>`,
      status: 400,
    })

  routes.get('/device/approve', async (c) => {
    const query = approvalTokenSchema.safeParse({ token: c.req.query('token') })
    if (!query.success) return expiredPage(c)
    const { token } = query.data
    const [row] = await database.query<{
      email: string
      expires_at: unknown
      approved_at: unknown
    }>('SELECT email, expires_at, approved_at FROM device_approvals WHERE token_hash = $1', [
      sha256Hex(token),
    ])
    if (!row || row.approved_at !== null || toNumber(row.expires_at) <= now()) {
      return expiredPage(c)
    }
    return renderPage(c, {
      title: `Approve a new device for ${appName}`,
      body: html`<p>A new device asked to log in as ${row.email}. Approve it only if it was you.</p><form method="post" action="/device/approve"><input type="hidden" name="token" value="${token}"><button type="submit">Approve this device</button></form>`,
    })
  })

  routes.post(
    '/device/approve',
    async (c, next) => {
      // The token in the form is the authority; the origin check only stops other sites'
      // forms. Under `Referrer-Policy: no-referrer` browsers send `Origin: null` here.
      const origin = c.req.header('origin')
      if (origin !== undefined && origin !== 'null' && origin !== publicOrigin) {
        throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use the API')
      }
      await next()
    },
    limitClientIp,
    async (c) => {
      // A body that is no form carries no token: the link approves nothing.
      const body = await c.req.parseBody().catch(() => ({}))
      const form = approvalTokenSchema.safeParse(body)
      if (!form.success) return expiredPage(c)
      const [approved] = await database.query<{ email: string; device_hash: string }>(
        `UPDATE device_approvals SET approved_at = $2
         WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2
         RETURNING email, device_hash`,
        [sha256Hex(form.data.token), now()],
      )
      const user = approved && (await findUser(database, { email: approved.email }))
      if (!approved || !user) return expiredPage(c)
      await rememberDevice(database, {
        userId: user.id,
        deviceHash: approved.device_hash,
        now: now(),
      })
      return renderPage(c, {
        title: 'Device approved',
        body: html`<p>Go back to the site: it continues by itself.</p>`,
      })
    },
  )
  return routes
}
