import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  farcasterIdRegistryAddress,
  farcasterRelayUrl,
  loadConfig,
  readFarcasterConfig,
  readSocialProviders,
} from '../src/index.js'

const readError = (env: Record<string, string>, production = false) => {
  try {
    readSocialProviders(env, { production })
  } catch (error) {
    if (error instanceof ConfigError) return { variable: error.variable, message: error.message }
    throw error
  }
  throw new Error('no ConfigError')
}

describe('social login configuration', () => {
  it('offers only the providers with a client id and secret', () => {
    expect(readSocialProviders({})).toEqual([])
    const providers = readSocialProviders({
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      X_CLIENT_ID: 'x-id',
      X_CLIENT_SECRET: 'x-secret',
    })
    expect(providers.map((provider) => provider.name)).toEqual(['github', 'x'])
    expect(providers[0]).toEqual({
      name: 'github',
      clientId: 'id',
      clientSecret: 'secret',
      discoveryIssuer: undefined,
      endpoints: {},
    })
  })

  it('names the variable that is missing or wrong', () => {
    expect(readError({ GOOGLE_CLIENT_ID: 'id' }).variable).toBe('GOOGLE_CLIENT_SECRET')
    expect(readError({ DISCORD_CLIENT_SECRET: 's' }).variable).toBe('DISCORD_CLIENT_ID')
    expect(readError({ APPLE_TOKEN_URL: 'https://idp.example.com/token' })).toMatchObject({
      variable: 'APPLE_CLIENT_ID',
      message: expect.stringContaining('APPLE_TOKEN_URL is set'),
    })
    expect(readError({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }).variable).toBe(
      'OIDC_ISSUER',
    )
    expect(
      readError({
        FACEBOOK_CLIENT_ID: 'id',
        FACEBOOK_CLIENT_SECRET: 's',
        FACEBOOK_TOKEN_URL: 'http://idp.example.com/token',
      }),
    ).toMatchObject({
      variable: 'FACEBOOK_TOKEN_URL',
      message: expect.stringContaining('must be an https URL'),
    })
    // http only on loopback, and only in development.
    const loopback = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    }
    expect(readSocialProviders(loopback)[0]?.discoveryIssuer).toBe('http://127.0.0.1:9')
    expect(readError(loopback, true).variable).toBe('GOOGLE_ISSUER')
  })

  it('discovers an OIDC issuer unless every endpoint is given', () => {
    const [oidc] = readSocialProviders({
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 's',
      OIDC_ISSUER: 'https://login.example.com/realms/main',
    })
    expect(oidc?.discoveryIssuer).toBe('https://login.example.com/realms/main')
    const [google] = readSocialProviders({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'https://idp.example.com',
      GOOGLE_AUTHORIZATION_URL: 'https://idp.example.com/auth',
      GOOGLE_TOKEN_URL: 'https://idp.example.com/token',
      GOOGLE_JWKS_URL: 'https://idp.example.com/jwks',
    })
    expect(google?.discoveryIssuer).toBeUndefined()
  })

  it('is part of loadConfig', () => {
    const config = loadConfig(
      {
        MASTER_KEY: '11'.repeat(32),
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
      { log: () => undefined },
    )
    expect(config.socialProviders.map((provider) => provider.name)).toEqual(['google'])
  })
})

describe('Farcaster settings', () => {
  it("is off without FARCASTER_RPC_URL, on with it (Farcaster's hosted relay unless FARCASTER_RELAY_URL says otherwise), and names the variable at fault", () => {
    expect(readFarcasterConfig({})).toBeUndefined()
    expect(readFarcasterConfig({ FARCASTER_RPC_URL: 'https://optimism.example.com/rpc' })).toEqual({
      rpcUrl: 'https://optimism.example.com/rpc',
      idRegistry: farcasterIdRegistryAddress,
      relayUrl: 'https://relay.farcaster.xyz',
    })
    expect(farcasterRelayUrl).toBe('https://relay.farcaster.xyz')
    expect(
      readFarcasterConfig({
        FARCASTER_RPC_URL: 'https://optimism.example.com/rpc',
        FARCASTER_RELAY_URL: 'https://relay.example.com/',
      })?.relayUrl,
    ).toBe('https://relay.example.com')
    expect(
      readFarcasterConfig(
        {
          FARCASTER_RPC_URL: 'https://rpc.example.com',
          FARCASTER_RELAY_URL: 'http://127.0.0.1:8000',
        },
        { production: true },
      )?.relayUrl,
    ).toBe('http://127.0.0.1:8000')
    const fails = (env: Record<string, string>, production = false) => {
      try {
        readFarcasterConfig(env, { production })
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as ConfigError).variable
      }
      throw new Error('accepted')
    }
    expect(fails({ FARCASTER_ID_REGISTRY: farcasterIdRegistryAddress })).toBe('FARCASTER_RPC_URL')
    expect(fails({ FARCASTER_RPC_URL: 'optimism' })).toBe('FARCASTER_RPC_URL')
    expect(fails({ FARCASTER_RPC_URL: 'http://rpc.example.com' }, true)).toBe('FARCASTER_RPC_URL')
    expect(
      fails({ FARCASTER_RPC_URL: 'https://rpc.example.com', FARCASTER_ID_REGISTRY: '0x1234' }),
    ).toBe('FARCASTER_ID_REGISTRY')
    expect(
      fails({ FARCASTER_RPC_URL: 'https://rpc.example.com', FARCASTER_RELAY_URL: 'farcaster:x' }),
    ).toBe('FARCASTER_RELAY_URL')
    expect(
      fails(
        {
          FARCASTER_RPC_URL: 'https://rpc.example.com',
          FARCASTER_RELAY_URL: 'http://relay.example',
        },
        true,
      ),
    ).toBe('FARCASTER_RELAY_URL')
    expect(fails({ FARCASTER_RELAY_URL: 'https://relay.example.com' })).toBe('FARCASTER_RPC_URL')
  })
})
