import { type Context, Hono } from 'hono'
import type { AllowedOrigin } from '../isAllowedOrigin.js'
import { frameContentSecurityPolicy, serveFrameFile } from '../serveFrameFile.js'

export type PublicRoutesParameters = {
  allowedOrigins: readonly AllowedOrigin[]
  /** The enabled sign-ins (OAuth providers, Telegram, Farcaster): the host's buttons. */
  socialProviders: readonly string[]
  /** The built frame page. */
  frameDir: string
  frameConnectSrc: readonly string[]
}

/**
 * `/healthz`, `/projects/v1/origins` and `/projects/v1/socials` (CORS for every host: the
 * host page reads them before any frame exists) and the frame page.
 */
export function publicRoutes({
  allowedOrigins,
  socialProviders,
  frameDir,
  frameConnectSrc,
}: PublicRoutesParameters): Hono {
  const routes = new Hono()
  const csp = frameContentSecurityPolicy(allowedOrigins, frameConnectSrc)

  routes.get('/healthz', (c) => c.json({ ok: true }))

  routes.get('/projects/v1/origins', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-cache')
    return c.json({ allowedOrigins: allowedOrigins.map((entry) => entry.text) })
  })

  // The socials plugin offers only these: a button for a provider the operator did not
  // configure would fail on every click.
  routes.get('/projects/v1/socials', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'no-cache')
    return c.json({ socialProviders: [...socialProviders] })
  })

  const frame = async (c: Context, path: string) =>
    (await serveFrameFile(frameDir, { path, csp })) ??
    c.text('Not found. Build the frame page with npm run build.', 404)
  routes.get('/frame', (c) => frame(c, 'index.html'))
  // The page names its assets relative to /frame; under /frame/ they would not resolve.
  routes.get('/frame/', (c) => c.redirect(`/frame${new URL(c.req.url).search}`, 308))
  routes.get('/frame/*', (c) => frame(c, c.req.path.slice('/frame/'.length)))
  return routes
}
