import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { toNumber } from '../database.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { serveFrameFile } from '../serveFrameFile.js'
import { sha256Hex } from '../sha256Hex.js'
import { telegramFields } from '../social/createTelegramClient.js'

// The page runs one script of this site's own and nothing else.
const callbackContentSecurityPolicy =
  "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * `/social/callback` (GET, and POST for providers that post the code back, Apple) is the
 * redirect URI every provider is registered with; `/social/callback.js` is its script, built
 * with the frame page (secure-site/frame/socialCallback.ts): it hands the result on, with
 * Telegram's `#tgAuthResult=` answer read from the fragment.
 */
export function socialCallbackRoutes({
  database,
  publicOrigin,
  now,
  frameDir,
}: SiteDependencies & { frameDir: string }): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()
  const redirectUri = `${publicOrigin}/social/callback`

  const page = async (c: Context, parameters: URLSearchParams) => {
    const state = parameters.get('state') ?? ''
    const [row] = await database.query<{
      host_origin: string
      return_url: string | null
      expires_at: unknown
    }>('SELECT host_origin, return_url, expires_at FROM social_logins WHERE state_hash = $1', [
      sha256Hex(state),
    ])
    c.header('Content-Security-Policy', callbackContentSecurityPolicy)
    c.header('Cache-Control', 'no-store')
    if (!row || toNumber(row.expires_at) <= now())
      return c.html(
        html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>This sign-in has expired</title></head><body><main><h1>This sign-in has expired</h1><p>Close this window and start again.</p></main></body></html>`,
        400,
      )
    const result = new URL(redirectUri)
    // The code flow's answer, or Telegram's login data in the query (the login widget's
    // redirect); an answer in the fragment is added by the page's script.
    for (const name of ['code', 'state', 'error', 'iss', ...telegramFields, 'hash']) {
      const value = parameters.get(name)
      if (value !== null) result.searchParams.set(name, value)
    }
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Signing in…</title><script src="/social/callback.js" defer></script></head><body><main data-origin="${row.host_origin}" data-result="${result.href}" data-return="${row.return_url ?? ''}"><h1>Signing in…</h1><p>You can close this window.</p></main></body></html>`,
    )
  }

  routes.get('/social/callback', (c) => page(c, new URL(c.req.url).searchParams))
  routes.post('/social/callback', async (c) => {
    const body = await c.req.parseBody().catch(() => ({}))
    const parameters = new URLSearchParams()
    for (const [name, value] of Object.entries(body))
      if (typeof value === 'string') parameters.set(name, value)
    return page(c, parameters)
  })
  routes.get(
    '/social/callback.js',
    async (c) =>
      (await serveFrameFile(frameDir, {
        path: 'social-callback.js',
        csp: callbackContentSecurityPolicy,
      })) ?? c.text('Not found. Build the frame page with npm run build.', 404),
  )
  return routes
}
