import { type CaipNetworkId, parseCaipNetworkId } from 'gangway/kernel'
import type { PublicClient } from 'viem'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxFailureReason, SiwxMessageData, SiwxVerifier } from './types.js'
import { bip122Verifier } from './verifiers/bip122.js'
import { eip155Verifier } from './verifiers/eip155.js'
import { solanaVerifier } from './verifiers/solana.js'

export type VerifySiwxParameters = {
  /** The signed text, exactly as the wallet signed it. */
  message: string
  /** The wallet's signature: 0x hex (eip155), base58 (solana), base64 (bip122). */
  signature: string
  /** Your site's authority, e.g. `example.com`: the message must name it. */
  domain: string
  /** When given, the message's URI must be exactly this. */
  uri?: string | undefined
  /** The nonce your server issued for this sign-in (and has not accepted before). */
  nonce: string
  /** The time to check expiry against (default: now). */
  now?: Date | undefined
  /** When given, the message's chain must be one of these CAIP-2 ids. */
  chains?: readonly CaipNetworkId[] | undefined
  /** A viem public client on the message's eip155 chain (contract wallets need one). */
  publicClient?: PublicClient | undefined
  /** Or that chain's JSON-RPC URL. */
  rpcUrl?: string | undefined
  /** Verifiers to use instead of the defaults (eip155, solana, bip122). */
  verifiers?: readonly SiwxVerifier[] | undefined
}

export type VerifySiwxReturnType =
  | {
      valid: true
      data: SiwxMessageData
      /** The account that signed in. */
      address: string
      caipNetworkId: CaipNetworkId
    }
  | {
      valid: false
      /** The check that failed. */
      reason: SiwxFailureReason
      /** What was wrong, for logs. */
      details: string
      /** The message's fields, when it could be read. */
      data?: SiwxMessageData | undefined
    }

/**
 * Checks a signed sign-in message on your server: its form, domain, URI, nonce, chain, time
 * bounds (expiration, not-before) and finally the signature, with the namespace's verifier.
 * Contract wallets (EIP-1271) and undeployed ones (EIP-6492) need `publicClient` or `rpcUrl`.
 *
 * @returns `{ valid: true, address, caipNetworkId, data }`, or `{ valid: false, reason }` naming
 *   the check that failed: 'malformed' | 'domain' | 'uri' | 'nonce' | 'chain' | 'expired' |
 *   'not-yet-valid' | 'signature'.
 * @example
 * const result = await verifySiwx({ message, signature, domain: 'example.com', nonce: session.nonce, rpcUrl })
 * if (!result.valid) return reply.status(401).send(result.reason)
 */
export async function verifySiwx(parameters: VerifySiwxParameters): Promise<VerifySiwxReturnType> {
  const { message, signature, domain, uri, nonce } = parameters
  const fail = (reason: SiwxFailureReason, details: string, data?: SiwxMessageData) =>
    ({ valid: false, reason, details, data }) as const
  let data: SiwxMessageData
  try {
    data = parseSiwxMessage(message)
  } catch (error) {
    return fail('malformed', (error as { details?: string }).details ?? String(error))
  }
  if (data.domain !== domain)
    return fail('domain', `The message is for "${data.domain}", not "${domain}".`, data)
  if (uri !== undefined && data.uri !== uri)
    return fail('uri', `The message is for "${data.uri}", not "${uri}".`, data)
  if (data.nonce !== nonce) return fail('nonce', 'The nonce is not the one issued.', data)

  const { namespace } = parseCaipNetworkId(data.chainId)
  if (parameters.chains && !parameters.chains.includes(data.chainId))
    return fail('chain', `Sign-in on ${data.chainId} is not accepted.`, data)
  const verifiers = parameters.verifiers ?? [
    eip155Verifier({ publicClient: parameters.publicClient, rpcUrl: parameters.rpcUrl }),
    solanaVerifier(),
    bip122Verifier(),
  ]
  const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) return fail('chain', `No verifier for the ${namespace} namespace.`, data)
  if (verifier.supports && !(await verifier.supports(data.chainId)))
    return fail('chain', `The verifier for ${namespace} cannot check ${data.chainId}.`, data)

  const now = (parameters.now ?? new Date()).getTime()
  if (data.expirationTime && now >= Date.parse(data.expirationTime))
    return fail('expired', `The message expired at ${data.expirationTime}.`, data)
  if (data.notBefore && now < Date.parse(data.notBefore))
    return fail('not-yet-valid', `The message is valid from ${data.notBefore}.`, data)

  if (!(await verifier.verify({ message, data, signature })))
    return fail('signature', `The signature is not ${data.accountAddress}'s.`, data)
  return { valid: true, data, address: data.accountAddress, caipNetworkId: data.chainId }
}
