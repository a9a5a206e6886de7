import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { findUser } from '../findUser.js'
import { readSiteLanguage } from '../http/readSiteLanguage.js'
import { renderPage } from '../http/renderPage.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { mailMessages } from '../mailMessages.js'
import { rememberDevice } from '../rememberDevice.js'
import { sha256Hex } from '../sha256Hex.js'
import { type SiteLanguage, toSiteLanguage } from '../siteLanguages.js'

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
  // The mail's language rides on the link (and the form); a link without it gets the
  // browser's own.
  const languageOf = (c: Context, lang: unknown): SiteLanguage =>
    toSiteLanguage(lang) ?? readSiteLanguage(c)
  const expiredPage = (c: Context, lang: SiteLanguage) => {
    const text = mailMessages[lang].approvalPage
    return renderPage(c, {
      title: text.expiredTitle,
      body: html`<p>${text.expiredBody}</p>`,
      status: 400,
      lang,
    })
  }

  routes.get('/device/approve', async (c) => {
    const lang = languageOf(c, c.req.query('lang'))
    const query = approvalTokenSchema.safeParse({ token: c.req.query('token') })
    if (!query.success) return expiredPage(c, lang)
    const { token } = query.data
    const [row] = await database.query<{
      email: string
      expires_at: unknown
      approved_at: unknown
    }>('SELECT email, expires_at, approved_at FROM device_approvals WHERE token_hash = $1', [
      sha256Hex(token),
    ])
    if (!row || row.approved_at !== null || toNumber(row.expires_at) <= now()) {
      return expiredPage(c, lang)
    }
    const text = mailMessages[lang].approvalPage
    return renderPage(c, {
      title: text.title({ appName }),
      body: html`<p>${text.body({ email: row.email })}</p><form method="post" action="/device/approve"><input type="hidden" name="token" value="${token}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${text.button}</button></form>`,
      lang,
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
      const body: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
      const lang = languageOf(c, body.lang)
      const form = approvalTokenSchema.safeParse(body)
      if (!form.success) return expiredPage(c, lang)
      const [approved] = await database.query<{ email: string; device_hash: string }>(
        `UPDATE device_approvals SET approved_at = $2
         WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2
         RETURNING email, device_hash`,
        [sha256Hex(form.data.token), now()],
      )
      const user = approved && (await findUser(database, { email: approved.email }))
      if (!approved || !user) return expiredPage(c, lang)
      await rememberDevice(database, {
        userId: user.id,
        deviceHash: approved.device_hash,
        now: now(),
      })
      const text = mailMessages[lang].approvalPage
      return renderPage(c, {
        title: text.approvedTitle,
        body: html`<p>${text.approvedBody}</p>`,
        lang,
      })
    },
  )
  return routes
}
