import { z } from 'zod'
import {
  chainNetworkSchema,
  networkUrlSchema,
  readNetworkList,
  urlOrigins,
} from '../readNetworks.js'

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

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')
const networkSchema = chainNetworkSchema.extend({
  bundlerUrl: networkUrlSchema,
  paymasterUrl: z.optional(networkUrlSchema),
  entryPoint: z.optional(address),
  factory: address,
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
  return readNetworkList(text, {
    variable: 'SMART_ACCOUNT_NETWORKS',
    schema: networkSchema,
    urlKeys: ['rpcUrl', 'bundlerUrl', 'paymasterUrl'],
    production,
  }).map((network) => ({ ...network, entryPoint: network.entryPoint ?? entryPoint08Address }))
}

/** The origins the frame page must be allowed to connect to (its CSP connect-src). */
export function smartAccountSources(networks: readonly SmartAccountNetwork[]): string[] {
  return urlOrigins(
    networks.flatMap((network) => [network.rpcUrl, network.bundlerUrl, network.paymasterUrl]),
  )
}
