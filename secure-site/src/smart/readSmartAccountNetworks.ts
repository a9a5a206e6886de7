import { z } from 'zod'
import { ConfigError } from '../errors.js'

/** The ERC-4337 v0.8 EntryPoint's address on every chain. */
export const entryPoint08Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * One network where the embedded wallet offers a smart account (SPEC §3
 * smart-account-enabled networks): where the frame reads the chain, sends user operations,
 * and (optionally) asks a paymaster to sponsor the gas.
 */
export type SmartAccountNetwork = {
  chainId: number
  /** The chain's JSON-RPC URL (reads: the account's address, nonce, code, fees). */
  rpcUrl: string
  /** The ERC-4337 bundler's JSON-RPC URL. */
  bundlerUrl: string
  /** An ERC-7677 paymaster service URL; absent: the account pays its own gas. */
  paymasterUrl?: string | undefined
  /** The v0.8 EntryPoint (default: its canonical address). */
  entryPoint: string
  /** The SimpleAccountFactory (v0.8) that deploys the accounts. */
  factory: string
  /** How the frame's approval names the chain (with `nativeCurrency`; else its own list). */
  name?: string | undefined
  /** The chain's coin, for the approval's amounts. */
  nativeCurrency?: { symbol: string; decimals: number } | undefined
}

const url = z
  .string()
  .regex(/^(https?):\/\/[^\s;,']+$/, 'must be an http(s) URL without spaces, commas or quotes')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
const networkSchema = z.strictObject({
  chainId: z.number().int().positive(),
  rpcUrl: url,
  bundlerUrl: url,
  paymasterUrl: z.optional(url),
  entryPoint: z.optional(address),
  factory: address,
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
 * Reads SMART_ACCOUNT_NETWORKS: a JSON list of `{ chainId, rpcUrl, bundlerUrl, factory,
 * paymasterUrl?, entryPoint? }`. Absent: no network offers a smart account (the embedded
 * wallet is a plain key everywhere). In production the URLs must be https.
 *
 * @example
 * readSmartAccountNetworks('[{"chainId":8453,"rpcUrl":"https://…","bundlerUrl":"https://…","factory":"0x…"}]', { production: true })
 */
export function readSmartAccountNetworks(
  text: string | undefined,
  { production }: { production: boolean },
): SmartAccountNetwork[] {
  if (text === undefined) return []
  const variable = 'SMART_ACCOUNT_NETWORKS'
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError(variable, `${variable} must be a JSON list of networks`)
  }
  const parsed = z.array(networkSchema).safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(
      variable,
      `${variable}: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  const seen = new Set<number>()
  return parsed.data.map((network) => {
    if (seen.has(network.chainId))
      throw new ConfigError(variable, `${variable} lists chain ${network.chainId} twice`)
    seen.add(network.chainId)
    if ((network.name === undefined) !== (network.nativeCurrency === undefined))
      throw new ConfigError(
        variable,
        `${variable}: chain ${network.chainId} needs both name and nativeCurrency, or neither`,
      )
    for (const key of ['rpcUrl', 'bundlerUrl', 'paymasterUrl'] as const) {
      const value = network[key]
      if (production && value?.startsWith('http:'))
        throw new ConfigError(variable, `${variable}: ${key} must use https in production`)
    }
    return { ...network, entryPoint: network.entryPoint ?? entryPoint08Address }
  })
}

/** The origins the frame page must be allowed to connect to (its CSP connect-src). */
export function smartAccountSources(networks: readonly SmartAccountNetwork[]): string[] {
  const origins = networks.flatMap((network) =>
    [network.rpcUrl, network.bundlerUrl, network.paymasterUrl].flatMap((value) =>
      value ? [new URL(value).origin] : [],
    ),
  )
  return [...new Set(origins)]
}
