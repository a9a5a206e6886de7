import { normalize } from 'viem/ens'
import { ConfigError } from '../errors.js'

/** The name service's settings; absent when NAMES_PARENT is unset (the service is off). */
export type NameServiceConfig = {
  /** NAMES_PARENT: the parent name whose subnames this service issues, e.g. `dapp.eth`. */
  parent: string
  /** NAMES_SIGNER_KEY: the private key (0x + 64 hex digits) that signs gateway answers. */
  signerKey: `0x${string}`
  /** NAMES_PER_ADDRESS: how many names one address may hold (default 1). */
  perAddress: number
  /** NAMES_RATE_LIMIT: registrations and releases per client IP per hour (default 10). */
  rateLimit: number
  /** NAMES_ANSWER_TTL: seconds a signed gateway answer stays valid (default 300). */
  answerTtlSeconds: number
  /**
   * NAMES_RPC_URLS: an RPC URL per EVM chain id. A registration or release signed by a
   * contract account (EIP-1271, or ERC-6492 before it is deployed) is checked on the chain of
   * its coin type; on a chain without a URL only ordinary signatures are accepted.
   */
  rpcUrls?: Readonly<Record<number, string>> | undefined
}

/**
 * Reads the name service's variables. Without NAMES_PARENT the service is off (undefined);
 * with it, NAMES_SIGNER_KEY is required. Bad values throw a ConfigError naming the variable.
 *
 * @example
 * const names = readNameServiceConfig(process.env)
 */
export function readNameServiceConfig(
  env: Readonly<Record<string, string | undefined>>,
): NameServiceConfig | undefined {
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }
  const parentText = read('NAMES_PARENT')
  if (parentText === undefined) return undefined
  let parent: string
  try {
    parent = normalize(parentText)
  } catch (error) {
    throw new ConfigError(
      'NAMES_PARENT',
      `NAMES_PARENT must be a valid ENS name such as dapp.eth`,
      {
        cause: error,
      },
    )
  }
  if (parent !== parentText || !parent.includes('.') || parent.split('.').some((label) => !label)) {
    throw new ConfigError(
      'NAMES_PARENT',
      `NAMES_PARENT must be a normalised ENS name with at least two labels, such as dapp.eth (got ${JSON.stringify(parentText)})`,
    )
  }
  const signerKey = read('NAMES_SIGNER_KEY')
  if (signerKey === undefined || !/^0x[0-9a-fA-F]{64}$/.test(signerKey)) {
    throw new ConfigError(
      'NAMES_SIGNER_KEY',
      'NAMES_SIGNER_KEY is required with NAMES_PARENT: the private key that signs CCIP-Read answers, 0x and 64 hex digits. Its address must be a signer of the off-chain resolver.',
    )
  }
  return {
    parent,
    signerKey: signerKey as `0x${string}`,
    perAddress: readCount(read('NAMES_PER_ADDRESS'), 'NAMES_PER_ADDRESS', 1),
    rateLimit: readCount(read('NAMES_RATE_LIMIT'), 'NAMES_RATE_LIMIT', 10),
    answerTtlSeconds: readCount(read('NAMES_ANSWER_TTL'), 'NAMES_ANSWER_TTL', 300),
    rpcUrls: readRpcUrls(read('NAMES_RPC_URLS')),
  }
}

function readRpcUrls(text: string | undefined): Readonly<Record<number, string>> {
  if (text === undefined) return {}
  const fail = (why: string): never => {
    throw new ConfigError(
      'NAMES_RPC_URLS',
      `NAMES_RPC_URLS must be a JSON object of chain id to http(s) RPC URL, such as {"8453":"https://…"} (${why})`,
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    fail('not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('not an object')
  const urls: Record<number, string> = {}
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    const chainId = Number(key)
    if (!/^\d{1,10}$/.test(key) || chainId < 1 || chainId >= 2 ** 31)
      fail(`${JSON.stringify(key)} is not a chain id`)
    let url: URL | undefined
    try {
      url = typeof value === 'string' ? new URL(value) : undefined
    } catch {}
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      fail(`the URL of chain ${key} is not http(s)`)
    urls[chainId] = url!.href
  }
  return urls
}

function readCount(text: string | undefined, variable: string, fallback: number): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < 1 || value > 1_000_000) {
    throw new ConfigError(
      variable,
      `${variable} must be a whole number from 1 to 1000000 (got ${JSON.stringify(text)})`,
    )
  }
  return value
}
