import { ConfigError } from '../errors.js'

/** The Farcaster IdRegistry on OP Mainnet (the protocol's address). */
export const farcasterIdRegistryAddress = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster as the operator configured it. */
export type FarcasterConfig = {
  /** An OP Mainnet JSON-RPC URL: the fid's custody address is read there. */
  rpcUrl: string
  /** The IdRegistry contract to read `custodyOf(fid)` from. */
  idRegistry: `0x${string}`
  /**
   * The Farcaster Auth relay (FIP-11) the site opens channels on and reads them from; the
   * visitor's Farcaster app posts its signature there.
   */
  relayUrl: string
}

/** Farcaster's hosted Auth relay: the one Farcaster apps post their signatures to. */
export const farcasterRelayUrl = 'https://relay.farcaster.xyz'

/**
 * Reads Sign In With Farcaster's settings: `FARCASTER_RPC_URL` (an OP Mainnet JSON-RPC URL)
 * turns it on; `FARCASTER_ID_REGISTRY` overrides the IdRegistry address and
 * `FARCASTER_RELAY_URL` the Auth relay (default Farcaster's, `https://relay.farcaster.xyz`;
 * an operator may run farcasterxyz/auth-monorepo's relay instead). Without the RPC URL
 * Farcaster login is off. Mistakes throw a ConfigError naming the variable.
 *
 * @example
 * readFarcasterConfig({ FARCASTER_RPC_URL: 'https://optimism.example.com' })
 */
export function readFarcasterConfig(
  env: Readonly<Record<string, string | undefined>>,
  { production = false }: { production?: boolean } = {},
): FarcasterConfig | undefined {
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }
  const rpcUrl = read('FARCASTER_RPC_URL')
  const idRegistry = read('FARCASTER_ID_REGISTRY')
  const relayUrl = read('FARCASTER_RELAY_URL')
  if (rpcUrl === undefined) {
    const stray =
      idRegistry !== undefined ? 'FARCASTER_ID_REGISTRY' : relayUrl && 'FARCASTER_RELAY_URL'
    if (stray)
      throw new ConfigError(
        'FARCASTER_RPC_URL',
        `FARCASTER_RPC_URL is missing: ${stray} is set, but Farcaster login is off without an OP Mainnet RPC URL to read custody addresses from`,
      )
    return undefined
  }
  const url = readUrl(rpcUrl, 'FARCASTER_RPC_URL', production)
  if (idRegistry !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(idRegistry))
    throw new ConfigError(
      'FARCASTER_ID_REGISTRY',
      `FARCASTER_ID_REGISTRY must be a contract address (0x and 40 hex digits; got ${JSON.stringify(idRegistry)})`,
    )
  return {
    rpcUrl: url.href,
    idRegistry: (idRegistry ?? farcasterIdRegistryAddress) as `0x${string}`,
    // No trailing slash: the client appends `/v1/channel`.
    relayUrl: (relayUrl === undefined
      ? farcasterRelayUrl
      : readUrl(relayUrl, 'FARCASTER_RELAY_URL', production).href
    ).replace(/\/+$/, ''),
  }
}

function readUrl(text: string, variable: string, production: boolean): URL {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new ConfigError(
      variable,
      `${variable} must be an http(s) URL (got ${JSON.stringify(text)})`,
    )
  if (production && url.protocol === 'http:' && !isLoopback(url))
    throw new ConfigError(variable, `${variable} must use https in production (got ${text})`)
  return url
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}
