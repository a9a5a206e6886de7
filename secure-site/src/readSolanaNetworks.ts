import { z } from 'zod'
import { ConfigError } from './errors.js'
import { networkUrlSchema } from './readNetworks.js'

/**
 * A Solana cluster the embedded wallet's approval simulates transactions on, through a node
 * the operator trusts (issue 33). Which cluster a transaction is for is read from the chain
 * (the node that knows its recent blockhash), never from the host.
 */
export type SolanaNetwork = {
  /** The cluster's JSON-RPC URL: the frame reads from it, the server never does. */
  rpcUrl: string
  /** How the approval names the cluster. */
  name?: string | undefined
  /** The cluster's coin (default SOL, 9 decimals). */
  nativeCurrency?: { symbol: string; decimals: number } | undefined
}

const solanaNetworkSchema = z.strictObject({
  rpcUrl: networkUrlSchema,
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
 * Reads SOLANA_NETWORKS: a JSON list of `{ rpcUrl, name?, nativeCurrency? }`, the Solana
 * clusters whose transactions the approval simulates. Absent: none (a Solana transaction is
 * then shown decoded from its own bytes). In production the URLs must be https.
 *
 * @example
 * readSolanaNetworks('[{"rpcUrl":"https://api.mainnet-beta.solana.com","name":"Solana"}]', { production: true })
 */
export function readSolanaNetworks(
  text: string | undefined,
  { production }: { production: boolean },
): SolanaNetwork[] {
  if (text === undefined) return []
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError('SOLANA_NETWORKS', 'SOLANA_NETWORKS must be a JSON list of networks')
  }
  const parsed = z.array(solanaNetworkSchema).max(10).safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(
      'SOLANA_NETWORKS',
      `SOLANA_NETWORKS: ${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`,
    )
  }
  for (const network of parsed.data)
    if (production && network.rpcUrl.startsWith('http:'))
      throw new ConfigError(
        'SOLANA_NETWORKS',
        'SOLANA_NETWORKS: rpcUrl must use https in production',
      )
  return parsed.data
}
