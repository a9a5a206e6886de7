import { ConfigError } from '../errors.js'
import {
  type ProviderEndpoints,
  providerShapes,
  type SocialProviderName,
  socialProviderNames,
} from './socialProviders.js'

/** One enabled provider as the operator configured it. */
export type SocialProviderConfig = {
  name: SocialProviderName
  clientId: string
  clientSecret: string
  /** The issuer to discover the endpoints from (`oidc`, or an overridden OIDC issuer). */
  discoveryIssuer: string | undefined
  /** Endpoints set by the operator, over the defaults (or the discovered ones). */
  endpoints: Partial<ProviderEndpoints>
}

const endpointVariables = {
  issuer: 'ISSUER',
  authorizationUrl: 'AUTHORIZATION_URL',
  tokenUrl: 'TOKEN_URL',
  userinfoUrl: 'USERINFO_URL',
  jwksUrl: 'JWKS_URL',
} as const satisfies Record<keyof ProviderEndpoints, string>

/**
 * Reads the social providers from `<PROVIDER>_CLIENT_ID` and `<PROVIDER>_CLIENT_SECRET`
 * (GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD, OIDC); a provider without them is not
 * offered. `<PROVIDER>_ISSUER`, `_AUTHORIZATION_URL`, `_TOKEN_URL`, `_USERINFO_URL` and
 * `_JWKS_URL` override its endpoints; an OIDC provider whose issuer is overridden (and
 * `OIDC`, which requires `OIDC_ISSUER`) reads the rest from the issuer's discovery document.
 * Mistakes throw a ConfigError naming the variable.
 *
 * @example
 * readSocialProviders({ GOOGLE_CLIENT_ID: '…', GOOGLE_CLIENT_SECRET: '…' })
 */
export function readSocialProviders(
  env: Readonly<Record<string, string | undefined>>,
  { production = false }: { production?: boolean } = {},
): SocialProviderConfig[] {
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }
  const providers: SocialProviderConfig[] = []
  for (const name of socialProviderNames) {
    const prefix = name.toUpperCase()
    const clientId = read(`${prefix}_CLIENT_ID`)
    const clientSecret = read(`${prefix}_CLIENT_SECRET`)
    const endpoints: Partial<ProviderEndpoints> = {}
    for (const [key, suffix] of Object.entries(endpointVariables) as [
      keyof ProviderEndpoints,
      string,
    ][]) {
      const variable = `${prefix}_${suffix}`
      const value = read(variable)
      if (value !== undefined) endpoints[key] = readEndpoint(value, variable, production)
    }
    if (clientId === undefined) {
      if (clientSecret !== undefined)
        throw new ConfigError(
          `${prefix}_CLIENT_ID`,
          `${prefix}_CLIENT_ID is missing: ${prefix}_CLIENT_SECRET is set, so ${name} login needs its client id too (or unset both to turn ${name} login off)`,
        )
      const overridden = Object.keys(endpoints)[0] as keyof ProviderEndpoints | undefined
      if (overridden !== undefined)
        throw new ConfigError(
          `${prefix}_CLIENT_ID`,
          `${prefix}_CLIENT_ID is missing: ${prefix}_${endpointVariables[overridden]} is set, but ${name} login is off without a client id and secret`,
        )
      continue
    }
    if (clientSecret === undefined)
      throw new ConfigError(
        `${prefix}_CLIENT_SECRET`,
        `${prefix}_CLIENT_SECRET is missing: ${prefix}_CLIENT_ID is set, so ${name} login needs the client secret the provider issued with it`,
      )
    const shape = providerShapes[name]
    if (name === 'oidc' && endpoints.issuer === undefined)
      throw new ConfigError(
        'OIDC_ISSUER',
        'OIDC_ISSUER is missing: the generic OpenID Connect login needs the issuer URL whose /.well-known/openid-configuration describes it, e.g. https://login.example.com/realms/main',
      )
    // An OIDC provider pointed at another issuer without every endpoint learns them by discovery.
    const complete =
      endpoints.authorizationUrl !== undefined &&
      endpoints.tokenUrl !== undefined &&
      endpoints.jwksUrl !== undefined
    const discoveryIssuer =
      shape.protocol === 'oidc' && endpoints.issuer !== undefined && !complete
        ? endpoints.issuer
        : undefined
    providers.push({ name, clientId, clientSecret, discoveryIssuer, endpoints })
  }
  return providers
}

function readEndpoint(text: string, variable: string, production: boolean): string {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  const loopback = url !== undefined && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (
    url === undefined ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback && !production))
  )
    throw new ConfigError(
      variable,
      `${variable} must be an https URL (http only for localhost in development; got ${JSON.stringify(text)})`,
    )
  return url.href.replace(/\/$/, url.pathname === '/' ? '' : '/')
}
