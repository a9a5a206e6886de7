import { type CaipNetworkId, parseCaipNetworkId } from 'gangway/kernel'
import type { PublicClient } from 'viem'
import type { SiwxVerifier } from '../types.js'

export type Eip155VerifierParameters = {
  /** A viem public client on the message's chain: needed for contract wallets (EIP-1271/6492). */
  publicClient?: PublicClient | undefined
  /** Or the chain's JSON-RPC URL, for which a client is made. */
  rpcUrl?: string | undefined
}

/**
 * Verifies eip155 sign-in signatures through viem: ecrecover for accounts, EIP-1271
 * `isValidSignature` for deployed contract wallets and EIP-6492 for wallets not deployed yet.
 * Without a client or RPC URL only plain accounts (EOAs) can be checked, offline.
 * viem loads with the first check (this file imports only its types).
 *
 * @param parameters - `publicClient` or `rpcUrl` of the chain the messages are for.
 * @returns A verifier for `verifySiwx` or `siwx({ verifiers })`.
 * @example
 * eip155Verifier({ rpcUrl: 'https://mainnet.example/rpc' })
 */
export function eip155Verifier(parameters: Eip155VerifierParameters = {}): SiwxVerifier {
  let check: Promise<Required<SiwxVerifier>> | undefined
  const load = () => {
    check ??= import('./createEip155Check.js').then((module) =>
      module.createEip155Check(parameters),
    )
    // A chunk that failed to download may load on the next check.
    check.catch(() => {
      check = undefined
    })
    return check
  }
  const offline = !parameters.publicClient && !parameters.rpcUrl
  return {
    namespace: 'eip155',
    async supports(caipNetworkId: CaipNetworkId) {
      if (parseCaipNetworkId(caipNetworkId).namespace !== 'eip155') return false
      return offline || (await load()).supports(caipNetworkId)
    },
    verify: async (request) => (await load()).verify(request),
  }
}
