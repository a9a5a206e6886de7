import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import { toNumber } from '../database.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { sha256Hex } from '../sha256Hex.js'
import { telegramFields } from '../social/createTelegramClient.js'

// The page runs one script of this site's own and nothing else.
const callbackContentSecurityPolicy =
  "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * What the callback page does, as a script of the site's own (no inline script under the
 * CSP): in the popup it hands the callback URL to the host page that opened it (only to
 * that page's origin) and closes; opened without an opener (the full-page flow) it goes back
 * to the host page with SPEC §2's `result_uri` parameter. The host passes the URL on to the
 * frame, which redeems it: the code is bound to the frame's device and PKCE verifier.
 */
const callbackScript = `(() => {
  const main = document.querySelector('main')
  const origin = main && main.dataset.origin
  let result = main && main.dataset.result
  if (!origin || !result) return
  // Telegram's login page gives its answer in the fragment (#tgAuthResult=<base64 JSON>),
  // which no server sees: it joins the result URL here, to be checked by the site.
  const fragment = /[#&]tgAuthResult=([A-Za-z0-9_=+/-]+)/.exec(location.hash)
  if (fragment) {
    try {
      const data = JSON.parse(atob(fragment[1].replace(/-/g, '+').replace(/_/g, '/')))
      const url = new URL(result)
      for (const name of ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'])
        if (data && (typeof data[name] === 'string' || typeof data[name] === 'number'))
          url.searchParams.set(name, String(data[name]))
      result = url.href
    } catch {}
  }
  if (window.opener) {
    window.opener.postMessage({ type: '@w3m-frame/SOCIAL_RESULT', resultUri: result }, origin)
    window.close()
    return
  }
  const back = main.dataset.return
  if (!back) return
  const url = new URL(back)
  if (url.origin !== origin) return
  url.searchParams.set('result_uri', result)
  location.replace(url.href)
})()
`

/**
 * `/social/callback` (GET, and POST for providers that post the code back, Apple) is the
 * redirect URI every provider is registered with; `/social/callback.js` is its script.
 */
export function socialCallbackRoutes({
  database,
  publicOrigin,
  now,
}: SiteDependencies): Hono<SiteEnv> {
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
    // The code flow's answer, or Telegram's login data (its redirect flow).
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
  routes.get('/social/callback.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(callbackScript)
  })
  return routes
}
