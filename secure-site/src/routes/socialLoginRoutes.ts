import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import * as client from 'openid-client'
import { z } from 'zod'
import { createSession } from '../createSession.js'
import { toNumber } from '../database.js'
import { ApiError } from '../errors.js'
import { readHostOrigin } from '../http/readHostOrigin.js'
import { readJsonBody } from '../http/readJsonBody.js'
import type { SiteDependencies } from '../http/siteDependencies.js'
import type { SiteEnv } from '../http/siteEnv.js'
import type { AllowedOrigin } from '../isAllowedOrigin.js'
import { originOfPage } from '../origin.js'
import { sha256Hex } from '../sha256Hex.js'
import type { OAuthClient } from '../social/createOAuthClient.js'
import { findOrCreateSocialUser } from '../social/findOrCreateSocialUser.js'
import { type SocialProviderName, socialProviderNames } from '../social/socialProviders.js'

/** The OAuth / OpenID providers, and Telegram (its login has the same three steps). */
type LoginProviderName = SocialProviderName | 'telegram'
const loginProviderNames = [...socialProviderNames, 'telegram'] as const

import { toEmbeddedUser } from '../toEmbeddedUser.js'

/** How long an authorization request may take, from start to redeemed code. */
export const socialLoginLifetimeMs = 10 * 60_000

export type SocialLoginRoutesParameters = SiteDependencies & {
  allowedOrigins: readonly AllowedOrigin[]
  /** The enabled providers' clients. */
  socialClients: ReadonlyMap<LoginProviderName, OAuthClient>
  /** Every enabled sign-in, Farcaster (its own routes) included: what `/social/providers` lists. */
  enabledProviders: readonly string[]
}

const startBodySchema = z.object({
  provider: z.enum(loginProviderNames),
  /** The host page the frame is on: where the result goes back to. */
  origin: z.string().max(300),
  /** For the full-page flow (phones, blocked popups): the host page to return to. */
  returnUrl: z.string().max(2000).optional(),
})
const connectBodySchema = z.object({ uri: z.string().max(4000) })

/**
 * Social login under /api/v1 (OAuth 2.0 / OpenID Connect code flow with PKCE, `state`
 * and, for OIDC, `nonce`): `/social/providers` lists the enabled ones, `/social/start`
 * returns the provider's authorization URL, `/social/connect` redeems the callback URL
 * (the frame passes on what the popup or the redirect brought back) and starts the session.
 */
export function socialLoginRoutes(parameters: SocialLoginRoutesParameters): Hono<SiteEnv> {
  const { database, masterKey, now, limitClientIp, sessionTtlMs, publicOrigin, socialClients } =
    parameters
  const redirectUri = `${publicOrigin}/social/callback`
  const routes = new Hono<SiteEnv>()
  const clientOf = (provider: LoginProviderName) => {
    const found = socialClients.get(provider)
    if (!found)
      throw new ApiError(
        400,
        'PROVIDER_NOT_ENABLED',
        `${provider} login is not enabled on this site`,
      )
    return found
  }

  routes.get('/social/providers', (c) => c.json({ providers: [...parameters.enabledProviders] }))

  routes.post('/social/start', limitClientIp, async (c) => {
    const body = await readJsonBody(c, startBodySchema)
    const oauth = clientOf(body.provider)
    const origin = readHostOrigin(body.origin, parameters.allowedOrigins)
    const { provider, returnUrl } = body
    if (returnUrl !== undefined && originOfPage(returnUrl) !== origin)
      throw new ApiError(400, 'INVALID_REQUEST', 'Invalid request: returnUrl must be on origin')
    const checks = {
      state: randomBytes(32).toString('base64url'),
      codeVerifier: client.randomPKCECodeVerifier(),
      nonce: client.randomNonce(),
    }
    const uri = await oauth.authorizationUrl(checks, redirectUri)
    const startedAt = now()
    // Abandoned requests go as new ones start: the table stays small.
    await database.query('DELETE FROM social_logins WHERE expires_at <= $1', [startedAt])
    await database.query(
      `INSERT INTO social_logins (state_hash, provider, device_hash, code_verifier, nonce,
         host_origin, return_url, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        sha256Hex(checks.state),
        provider,
        c.get('deviceHash'),
        checks.codeVerifier,
        checks.nonce,
        origin,
        returnUrl ?? null,
        startedAt,
        startedAt + socialLoginLifetimeMs,
      ],
    )
    // The state lets the frame know its own flow's answer when the callback page hands it over.
    return c.json({ uri, state: checks.state })
  })

  routes.post('/social/connect', limitClientIp, async (c) => {
    const { uri } = await readJsonBody(c, connectBodySchema)
    const callback = readCallbackUrl(uri, redirectUri)
    const state = callback.searchParams.get('state') ?? ''
    // Deleted as it is read: a state (and its code) is redeemed once, whatever happens next.
    const [row] = await database.query<{
      provider: LoginProviderName
      device_hash: string
      code_verifier: string
      nonce: string
      expires_at: unknown
    }>(
      `DELETE FROM social_logins WHERE state_hash = $1
       RETURNING provider, device_hash, code_verifier, nonce, expires_at`,
      [sha256Hex(state)],
    )
    if (!row || row.device_hash !== c.get('deviceHash'))
      throw new ApiError(
        400,
        'SOCIAL_STATE_INVALID',
        'This sign-in is not valid anymore. Please start again',
      )
    if (toNumber(row.expires_at) <= now())
      throw new ApiError(
        400,
        'SOCIAL_LOGIN_EXPIRED',
        'The sign-in took too long. Please start again',
      )
    const error = callback.searchParams.get('error')
    if (error !== null)
      throw new ApiError(
        400,
        error === 'access_denied' ? 'SOCIAL_LOGIN_CANCELLED' : 'SOCIAL_LOGIN_FAILED',
        error === 'access_denied'
          ? 'The sign-in was cancelled'
          : `The ${row.provider} sign-in could not be verified. Please try again`,
        { details: `the provider answered error=${error.slice(0, 100)}` },
      )
    const profile = await clientOf(row.provider).finish(callback, {
      state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
    })
    const user = await findOrCreateSocialUser(database, {
      masterKey,
      provider: row.provider,
      profile,
      now: now(),
    })
    const deviceHash = c.get('deviceHash')
    const username = profile.username ?? null
    const token = await createSession(database, {
      userId: user.id,
      deviceHash,
      ttlMs: sessionTtlMs,
      now: now(),
      social: { provider: row.provider, username },
    })
    return c.json({ token, user: toEmbeddedUser(user, { username }), provider: row.provider })
  })
  return routes
}

/** The callback URL the provider sent the visitor to: it must be this site's own. */
function readCallbackUrl(uri: string, redirectUri: string): URL {
  let url: URL | undefined
  try {
    url = new URL(uri)
  } catch {
    url = undefined
  }
  if (!url || `${url.origin}${url.pathname}` !== redirectUri || url.hash !== '')
    throw new ApiError(
      400,
      'SOCIAL_STATE_INVALID',
      'This sign-in is not valid anymore. Please start again',
      { details: `uri is not ${redirectUri}?…` },
    )
  return url
}
