import { z } from 'zod'
import { ConfigError } from './errors.js'

/**
 * A chain the embedded wallet's approval reads through an RPC the operator trusts: a token's
 * symbol and decimals (issue 31), never the host's word for them. Its name and coin, when
 * given, are how the approval names the chain and its amounts.
 */
export type ChainNetwork = {
  chainId: number
  /** The chain's JSON-RPC URL: the frame reads from it, the server never does. */
  rpcUrl: string
  /** How the approval names the chain (with `nativeCurrency`; else the frame's own list). */
  name?: string | undefined
  /** The chain's coin, for the approval's amounts. */
  nativeCurrency?: { symbol: string; decimals: number } | undefined
}

/** An http(s) URL that fits in a CSP source list. */
export const networkUrlSchema = z
  .string()
  .regex(/^(https?):\/\/[^\s;,']+$/, 'must be an http(s) URL without spaces, commas or quotes')

/** The fields every network setting shares (NETWORKS, SMART_ACCOUNT_NETWORKS). */
export const chainNetworkSchema = z.strictObject({
  chainId: z.number().int().positive(),
  rpcUrl: networkUrlSchema,
  // Shown to the visitor as the network: plain words, no markup or control characters.
  name: z.optional(
    z.string().regex(/^[\p{L}\p{N} ._()-]{1,50}$/u, 'must be 1–50 letters or digits'),
  ),
  nativeCurrency: z.optional(
    z.strictObject({
      symbol: z.string().regex(/^[A-Za-z0-9.]{1,12}$/, 'must be 1–12 letters or digits'),
      decimals: z.number().int().min(0).max(36),
    }),
  ),
})

/**
 * Parses a JSON list of networks from the setting `variable` with `schema`: each chain once,
 * a name only with its coin, and in production every URL (the keys `urlKeys`) on https.
 * Absent: an empty list. Errors name the variable.
 */
export function readNetworkList<network extends z.infer<typeof chainNetworkSchema>>(
  text: string | undefined,
  parameters: {
    variable: string
    schema: z.ZodType<network>
    urlKeys: readonly (keyof network & string)[]
    production: boolean
  },
): network[] {
  const { variable, schema, urlKeys, production } = parameters
  if (text === undefined) return []
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError(variable, `${variable} must be a JSON list of networks`)
  }
  const parsed = z.array(schema).safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(
      variable,
      `${variable}: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  const seen = new Set<number>()
  for (const network of parsed.data) {
    if (seen.has(network.chainId))
      throw new ConfigError(variable, `${variable} lists chain ${network.chainId} twice`)
    seen.add(network.chainId)
    if ((network.name === undefined) !== (network.nativeCurrency === undefined))
      throw new ConfigError(
        variable,
        `${variable}: chain ${network.chainId} needs both name and nativeCurrency, or neither`,
      )
    for (const key of urlKeys) {
      const value = network[key]
      if (production && typeof value === 'string' && value.startsWith('http:'))
        throw new ConfigError(variable, `${variable}: ${key} must use https in production`)
    }
  }
  return parsed.data
}

/**
 * Reads NETWORKS: a JSON list of `{ chainId, rpcUrl, name?, nativeCurrency? }`, the chains
 * whose tokens the approval reads from the chain. Absent: none (token amounts then show in
 * their smallest unit, with the token's address). In production the URLs must be https.
 *
 * @example
 * readNetworks('[{"chainId":1,"rpcUrl":"https://eth.example"}]', { production: true })
 */
export function readNetworks(
  text: string | undefined,
  { production }: { production: boolean },
): ChainNetwork[] {
  return readNetworkList(text, {
    variable: 'NETWORKS',
    schema: chainNetworkSchema,
    urlKeys: ['rpcUrl'],
    production,
  })
}

/** The origins of `urls` (the frame page's CSP connect-src), each once. */
export function urlOrigins(urls: readonly (string | undefined)[]): string[] {
  return [...new Set(urls.flatMap((value) => (value ? [new URL(value).origin] : [])))]
}
