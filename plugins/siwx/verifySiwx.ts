import { type CaipNetworkId, parseCaipNetworkId } from 'gangway/kernel'
import { getAddress, type PublicClient } from 'viem'
import { clockSkew } from './clockSkew.js'
import { parseDateTime } from './parseDateTime.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxFailureReason, SiwxMessageData, SiwxNonceStore, SiwxVerifier } from './types.js'
import { bip122Verifier } from './verifiers/bip122.js'
import { cosmosVerifier } from './verifiers/cosmos.js'
import { eip155Verifier } from './verifiers/eip155.js'
import { polkadotVerifier } from './verifiers/polkadot.js'
import { solanaVerifier } from './verifiers/solana.js'

export type VerifySiwxParameters = {
  /** The signed text, exactly as the wallet signed it. */
  message: string
  /** The wallet's signature: 0x hex (eip155), base58 (solana), base64 (bip122). */
  signature: string
  /** Your site's authority, e.g. `example.com`: the message must name it. */
  domain: string
  /**
   * When given, your site's scheme, e.g. `https`: a message that names another scheme before
   * its domain is refused ('domain'); one that names none means `https` (EIP-4361).
   */
  scheme?: string | undefined
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
  /** Verifiers to use instead of the defaults (eip155, solana, bip122, polkadot, cosmos). */
  verifiers?: readonly SiwxVerifier[] | undefined
  /**
   * Replay protection: accepted nonces are recorded here and a second sign-in with the same
   * nonce is refused ('replayed'). `createMemoryNonceStore()` or `createPostgresNonceStore()`.
   */
  nonceStore?: SiwxNonceStore | undefined
  /**
   * The oldest message accepted, in ms since its Issued At ('expired' beyond it), whatever its
   * own Expiration Time says. An Issued At more than a minute ahead is 'not-yet-valid'.
   */
  maxAge?: number | undefined
}

export { clockSkew } from './clockSkew.js'

/** Bech32 addresses are case-insensitive (BIP-173): lowercase is the one identity. */
const bech32Pattern = /^(bc|tb|bcrt)1/i

/**
 * Why an address is not in the one form its namespace allows, or `undefined`. EIP-4361
 * requires an EIP-55 checksummed address; bech32 in upper case is folded to lower case.
 */
function checkAddress(namespace: string, address: string): string | undefined {
  if (namespace !== 'eip155') return undefined
  try {
    if (getAddress(address) === address) return undefined
  } catch {
    return `"${address}" is not an EVM address.`
  }
  return `EIP-4361 requires the EIP-55 checksummed address ${getAddress(address)}, not "${address}".`
}

export type VerifySiwxReturnType =
  | {
      valid: true
      data: SiwxMessageData
      /** The account that signed in, in its one canonical form (bech32 lowercased). */
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
 * Checks a signed sign-in message on your server: its form (EIP-4361 / CAIP-122 grammar, so a
 * message any conforming wallet or library wrote), domain, URI, nonce, chain, time bounds
 * (expiration, not-before, compared as instants) and finally the signature over the exact text
 * received, with the namespace's verifier.
 * Contract wallets (EIP-1271) and undeployed ones (EIP-6492) need `publicClient` or `rpcUrl`.
 *
 * @returns `{ valid: true, address, caipNetworkId, data }`, or `{ valid: false, reason }` naming
 *   the check that failed: 'malformed' | 'domain' | 'uri' | 'nonce' | 'chain' | 'expired' |
 *   'not-yet-valid' | 'signature' | 'replayed'. It never throws for what a wallet sent.
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
  const scheme = data.scheme ?? 'https'
  if (parameters.scheme !== undefined && scheme.toLowerCase() !== parameters.scheme.toLowerCase())
    return fail('domain', `The message is for ${scheme}://, not ${parameters.scheme}://.`, data)
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
    polkadotVerifier(),
    cosmosVerifier(),
  ]
  const verifier = verifiers.find((candidate) => candidate.namespace === namespace)
  if (!verifier) return fail('chain', `No verifier for the ${namespace} namespace.`, data)
  if (verifier.supports && !(await verifier.supports(data.chainId)))
    return fail('chain', `The verifier for ${namespace} cannot check ${data.chainId}.`, data)

  const addressProblem = checkAddress(namespace, data.accountAddress)
  if (addressProblem) return fail('malformed', addressProblem, data)

  const now = (parameters.now ?? new Date()).getTime()
  // Times are compared as the instants they name, whatever RFC 3339 form the text uses.
  const instant = (text: string) => parseDateTime(text) ?? Number.NaN
  const issuedAt = instant(data.issuedAt)
  if (data.expirationTime && now >= instant(data.expirationTime))
    return fail('expired', `The message expired at ${data.expirationTime}.`, data)
  const { maxAge } = parameters
  if (maxAge !== undefined && now - issuedAt > maxAge)
    return fail(
      'expired',
      `The message was issued at ${data.issuedAt}, over ${maxAge} ms ago.`,
      data,
    )
  if (data.notBefore && now < instant(data.notBefore))
    return fail('not-yet-valid', `The message is valid from ${data.notBefore}.`, data)
  if (maxAge !== undefined && issuedAt - now > clockSkew)
    return fail('not-yet-valid', `The message claims to be issued at ${data.issuedAt}.`, data)

  // A malformed signature (wrong length, bad v, r = 0 or r ≥ n) is an invalid one, never a throw.
  let verified: boolean
  try {
    verified = await verifier.verify({ message, data, signature })
  } catch (error) {
    return fail(
      'signature',
      `The signature could not be checked: ${(error as { shortMessage?: string })?.shortMessage ?? String(error)}`,
      data,
    )
  }
  if (!verified) return fail('signature', `The signature is not ${data.accountAddress}'s.`, data)

  if (parameters.nonceStore) {
    const until = Math.min(
      data.expirationTime ? instant(data.expirationTime) : Number.POSITIVE_INFINITY,
      maxAge !== undefined ? issuedAt + maxAge : Number.POSITIVE_INFINITY,
    )
    // Without a bound the nonce is remembered for good (year 9999).
    const expiresAt = new Date(Number.isFinite(until) ? until : 253_402_300_799_000)
    if (!(await parameters.nonceStore.consume(data.nonce, expiresAt)))
      return fail('replayed', 'This nonce was already used to sign in.', data)
  }
  const address = bech32Pattern.test(data.accountAddress)
    ? data.accountAddress.toLowerCase()
    : data.accountAddress
  return { valid: true, data, address, caipNetworkId: data.chainId }
}
