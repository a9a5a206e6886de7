/** SPEC §5: the social providers, plus `oidc`, any issuer with discovery (Keycloak, Auth0…). */
export const socialProviderNames = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'oidc',
] as const
export type SocialProviderName = (typeof socialProviderNames)[number]

/** What the site learns about a visitor from a provider. */
export type SocialProfile = {
  /** The provider's stable id of the account (`sub`): the identity, never the e-mail. */
  subject: string
  email: string | undefined
  /** Only a provider that says so; an unverified address links to nothing. */
  emailVerified: boolean
  username: string | undefined
}

/** The endpoints of a provider; each can be overridden by an environment variable. */
export type ProviderEndpoints = {
  /** Set for OpenID Connect providers: the ID token's expected `iss`. */
  issuer: string | undefined
  authorizationUrl: string
  tokenUrl: string
  /** Where the profile is read (userinfo for OIDC, the provider's user API otherwise). */
  userinfoUrl: string | undefined
  /** The ID token's signing keys (OIDC). */
  jwksUrl: string | undefined
}

/** A provider's fixed shape: how it is asked and how its answer becomes a profile. */
export type ProviderShape = {
  /** OpenID Connect (an ID token proves the login) or plain OAuth 2.0 (the user API does). */
  protocol: 'oidc' | 'oauth2'
  scope: string
  defaults: ProviderEndpoints | undefined
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'client_secret_post' | 'client_secret_basic'
  /** Apple posts the code back (`response_mode=form_post`) when it is asked for the e-mail. */
  responseMode?: 'form_post' | undefined
  /** Reads the user API's reply (plain OAuth 2.0 providers). */
  profileFromUser?: ((user: Record<string, unknown>) => SocialProfile | undefined) | undefined
}

/** A display text the provider gave: 1–200 characters, no control characters; else nothing. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[^\p{Cc}]{1,200}$/u.test(value) ? value : undefined
/** An account id: a non-negative safe integer or a short token (digits, letters, `._:|-`). */
const id = (value: unknown): string | undefined =>
  typeof value === 'number'
    ? Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : undefined
    : typeof value === 'string' && /^[\w.:|-]{1,255}$/.test(value)
      ? value
      : undefined
/** An e-mail address as providers write them (lower-cased); anything else is no e-mail. */
const email = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,63}$/.test(value)
    ? value.toLowerCase()
    : undefined

/**
 * An OpenID Connect profile from the ID token's claims over the userinfo reply (the ID
 * token's `sub` was checked by the client library). Apple writes `email_verified` as the
 * string 'true' and gives no name after the first login; Google gives `name`; a generic
 * issuer may give `preferred_username`.
 *
 * @example
 * profileFromClaims({ sub: '001.abc', email: 'a@privaterelay.appleid.com', email_verified: 'true' })
 */
export function profileFromClaims(info: Record<string, unknown>): SocialProfile | undefined {
  const subject = id(info.sub)
  if (!subject) return undefined
  const address = email(info.email)
  const name = text(info.preferred_username) ?? text(info.name) ?? text(info.nickname)
  return {
    subject,
    email: address,
    emailVerified:
      address !== undefined && (info.email_verified === true || info.email_verified === 'true'),
    username: name ?? address,
  }
}

/**
 * The providers' shapes and public endpoints. Facebook's and X's APIs give no verified flag
 * (Facebook's e-mail is not guaranteed confirmed): their e-mail links to nothing.
 */
export const providerShapes: Readonly<Record<SocialProviderName, ProviderShape>> = {
  google: {
    protocol: 'oidc',
    scope: 'openid email profile',
    clientAuth: 'client_secret_post',
    defaults: {
      issuer: 'https://accounts.google.com',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    },
  },
  apple: {
    protocol: 'oidc',
    scope: 'openid email name',
    clientAuth: 'client_secret_post',
    responseMode: 'form_post',
    defaults: {
      issuer: 'https://appleid.apple.com',
      authorizationUrl: 'https://appleid.apple.com/auth/authorize',
      tokenUrl: 'https://appleid.apple.com/auth/token',
      userinfoUrl: undefined,
      jwksUrl: 'https://appleid.apple.com/auth/keys',
    },
  },
  github: {
    protocol: 'oauth2',
    scope: 'read:user user:email',
    clientAuth: 'client_secret_post',
    defaults: {
      issuer: undefined,
      authorizationUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userinfoUrl: 'https://api.github.com/user',
      jwksUrl: undefined,
    },
    // GitHub's public profile e-mail is one the user verified; /user/emails is not read.
    profileFromUser: (user) => {
      const subject = id(user.id)
      if (!subject) return undefined
      const address = email(user.email)
      return {
        subject,
        email: address,
        emailVerified: address !== undefined,
        username: text(user.login),
      }
    },
  },
  discord: {
    protocol: 'oauth2',
    scope: 'identify email',
    clientAuth: 'client_secret_post',
    defaults: {
      issuer: undefined,
      authorizationUrl: 'https://discord.com/oauth2/authorize',
      tokenUrl: 'https://discord.com/api/oauth2/token',
      userinfoUrl: 'https://discord.com/api/users/@me',
      jwksUrl: undefined,
    },
    profileFromUser: (user) => {
      const subject = id(user.id)
      if (!subject) return undefined
      const address = email(user.email)
      return {
        subject,
        email: address,
        emailVerified: address !== undefined && user.verified === true,
        username: text(user.username),
      }
    },
  },
  facebook: {
    protocol: 'oauth2',
    scope: 'public_profile email',
    clientAuth: 'client_secret_post',
    defaults: {
      issuer: undefined,
      authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
      jwksUrl: undefined,
    },
    profileFromUser: (user) => {
      const subject = id(user.id)
      if (!subject) return undefined
      return { subject, email: email(user.email), emailVerified: false, username: text(user.name) }
    },
  },
  x: {
    protocol: 'oauth2',
    scope: 'users.read tweet.read',
    clientAuth: 'client_secret_basic',
    defaults: {
      issuer: undefined,
      authorizationUrl: 'https://x.com/i/oauth2/authorize',
      tokenUrl: 'https://api.x.com/2/oauth2/token',
      userinfoUrl: 'https://api.x.com/2/users/me',
      jwksUrl: undefined,
    },
    profileFromUser: (reply) => {
      const data = reply.data
      const user = (typeof data === 'object' && data !== null ? data : {}) as Record<
        string,
        unknown
      >
      const subject = id(user.id)
      if (!subject) return undefined
      return { subject, email: undefined, emailVerified: false, username: text(user.username) }
    },
  },
  // Everything from the issuer's discovery document (OIDC_ISSUER).
  oidc: {
    protocol: 'oidc',
    scope: 'openid email profile',
    clientAuth: 'client_secret_basic',
    defaults: undefined,
  },
}
