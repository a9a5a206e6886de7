import * as client from 'openid-client'
import { ApiError, type SecureSiteErrorParameters } from '../errors.js'
import type { SocialProviderConfig } from './readSocialProviders.js'
import {
  type ProviderEndpoints,
  profileFromClaims,
  providerShapes,
  type SocialProfile,
} from './socialProviders.js'

/** The values an authorization request is bound to (kept in the database meanwhile). */
export type AuthorizationChecks = { state: string; codeVerifier: string; nonce: string }

/** One provider's side of the code flow, through openid-client. */
export type OAuthClient = {
  /** The provider's authorization URL for a new request (PKCE S256, state, nonce). */
  authorizationUrl(checks: AuthorizationChecks, redirectUri: string): Promise<string>
  /**
   * Redeems the code of the callback URL: checks state, exchanges the code with the PKCE
   * verifier, validates the ID token (its signature by the issuer's published keys, issuer,
   * audience, expiry, nonce) and reads the profile.
   */
  finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialProfile>
}

const isLoopbackHttp = (url: string | undefined) => {
  if (url === undefined) return false
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
}

/**
 * Builds the provider's client. Endpoints come from the operator's overrides, else the
 * issuer's discovery document (fetched once per process: metadata, not login state), else
 * the provider's public defaults. `now` is the site's clock, which the ID token checks use.
 */
export function createOAuthClient(provider: SocialProviderConfig, now: () => number): OAuthClient {
  const shape = providerShapes[provider.name]
  let discovered: Promise<client.ServerMetadata> | undefined
  // The issuer's signing keys, kept between logins (metadata, not login state); openid-client
  // fetches the set again after 5 minutes, or sooner (after 1) for a key not in it.
  let jwksCache: client.ExportedJWKSCache | undefined

  async function serverMetadata(): Promise<client.ServerMetadata> {
    const { discoveryIssuer } = provider
    if (discoveryIssuer === undefined)
      return toServerMetadata({ ...shape.defaults, ...provider.endpoints })
    discovered ??= client
      .discovery(
        new URL(discoveryIssuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        isLoopbackHttp(discoveryIssuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .then((configuration) => ({ ...configuration.serverMetadata() }))
      .catch((error: unknown) => {
        discovered = undefined
        throw new ApiError(
          502,
          'PROVIDER_UNAVAILABLE',
          `${provider.name} login is unavailable right now. Please try again later`,
          { details: `discovery of ${discoveryIssuer} failed`, cause: error },
        )
      })
    const metadata = await discovered
    const overrides = provider.endpoints
    return {
      ...metadata,
      ...(overrides.authorizationUrl && { authorization_endpoint: overrides.authorizationUrl }),
      ...(overrides.tokenUrl && { token_endpoint: overrides.tokenUrl }),
      ...(overrides.userinfoUrl && { userinfo_endpoint: overrides.userinfoUrl }),
      ...(overrides.jwksUrl && { jwks_uri: overrides.jwksUrl }),
    }
  }

  function toServerMetadata(endpoints: Partial<ProviderEndpoints>): client.ServerMetadata {
    const { authorizationUrl, tokenUrl } = endpoints
    if (authorizationUrl === undefined || tokenUrl === undefined)
      throw new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong', {
        details: `${provider.name} has no authorization or token endpoint`,
      })
    return {
      // A plain OAuth 2.0 provider has no issuer; its authorization origin stands in (it is
      // only compared with an `iss` the provider itself might add to the callback).
      issuer: endpoints.issuer ?? new URL(authorizationUrl).origin,
      authorization_endpoint: authorizationUrl,
      token_endpoint: tokenUrl,
      ...(endpoints.userinfoUrl && { userinfo_endpoint: endpoints.userinfoUrl }),
      ...(endpoints.jwksUrl && { jwks_uri: endpoints.jwksUrl }),
    }
  }

  async function createConfiguration(): Promise<client.Configuration> {
    const server = await serverMetadata()
    const secret = provider.clientSecret
    const configuration = new client.Configuration(
      server,
      provider.clientId,
      {
        client_secret: secret,
        // The ID token's times are judged by the site's clock (the tests move it).
        [client.clockSkew]: Math.round((now() - Date.now()) / 1000),
      },
      shape.clientAuth === 'client_secret_basic'
        ? client.ClientSecretBasic(secret)
        : client.ClientSecretPost(secret),
    )
    if ([server.token_endpoint, server.userinfo_endpoint, server.jwks_uri].some(isLoopbackHttp))
      client.allowInsecureRequests(configuration)
    // openid-client checks only the ID token's claims by default (it trusts the TLS connection
    // to the token endpoint); this checks its signature against the issuer's jwks_uri too, so a
    // token that did not come from the issuer (another key, `alg: none`, altered claims) is
    // refused whatever carried it. Without a jwks_uri every ID token is refused.
    if (shape.protocol === 'oidc') {
      client.enableNonRepudiationChecks(configuration)
      if (jwksCache) client.setJwksCache(configuration, jwksCache)
    }
    return configuration
  }

  return {
    async authorizationUrl(checks, redirectUri) {
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: shape.scope,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }
      if (shape.protocol === 'oidc') parameters.nonce = checks.nonce
      if (shape.responseMode) parameters.response_mode = shape.responseMode
      return client.buildAuthorizationUrl(await createConfiguration(), parameters).href
    },

    async finish(callbackUrl, checks) {
      const configuration = await createConfiguration()
      const oidc = shape.protocol === 'oidc'
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
      try {
        tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(oidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
        })
      } catch (error) {
        throw refused({ cause: error })
      } finally {
        if (oidc) jwksCache = client.getJwksCache(configuration) ?? jwksCache
      }
      if (oidc) {
        const claims = tokens.claims()
        if (!claims) throw refused({ details: 'no ID token' })
        let info: Record<string, unknown> = claims
        if (configuration.serverMetadata().userinfo_endpoint)
          try {
            // Checks that the userinfo's `sub` is the ID token's.
            info = {
              ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
              ...claims,
            }
          } catch (error) {
            throw refused({ cause: error })
          }
        const profile = profileFromClaims(info)
        if (!profile) throw refused({ details: 'the ID token named no usable subject' })
        return profile
      }
      const userUrl = configuration.serverMetadata().userinfo_endpoint
      if (!userUrl) throw refused({ details: 'no user endpoint' })
      let response: Response
      try {
        response = await client.fetchProtectedResource(
          configuration,
          tokens.access_token,
          new URL(userUrl),
          'GET',
        )
      } catch (error) {
        throw refused({ cause: error })
      }
      if (!response.ok) throw refused({ details: `user endpoint answered ${response.status}` })
      const user: unknown = await response.json().catch((error: unknown) => {
        throw refused({ cause: error })
      })
      const profile =
        typeof user === 'object' && user !== null
          ? shape.profileFromUser?.(user as Record<string, unknown>)
          : undefined
      if (!profile) throw refused({ details: 'the user endpoint named no account id' })
      return profile
    },
  }

  function refused(parameters: SecureSiteErrorParameters): ApiError {
    // The provider's own words go to the operator's log, not to the visitor.
    return new ApiError(
      400,
      'SOCIAL_LOGIN_FAILED',
      `The ${provider.name} sign-in could not be verified. Please try again`,
      parameters,
    )
  }
}
