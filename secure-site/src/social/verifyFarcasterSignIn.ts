import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  parseAbi,
  verifyMessage,
} from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { ApiError } from '../errors.js'
import type { FarcasterConfig } from './readFarcasterConfig.js'

/** Sign In With Farcaster's fixed message fields (FIP-11: EIP-4361 on OP Mainnet). */
const farcasterStatement = 'Farcaster Auth'
const farcasterChainId = 10
const fidResource = /^farcaster:\/\/fid\/([1-9]\d{0,19})\/?$/
const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

export type FarcasterSignIn = {
  /** The EIP-4361 message the Farcaster app signed. */
  message: string
  signature: string
  /** The fid the app claims; it must be the message's resource. */
  fid?: number | undefined
}

export type VerifyFarcasterSignInParameters = {
  config: FarcasterConfig
  /** The channel's nonce. */
  nonce: string
  /** The site's origin: the message's domain (host) and URI. */
  publicOrigin: string
  /** The site's clock (ms), for the message's expiration and not-before times. */
  now: number
}

/**
 * Checks a signed Sign In With Farcaster message the way FIP-11 says: the EIP-4361 fields
 * (statement 'Farcaster Auth', chain 10, this site's domain and URI, the channel's nonce, one
 * `farcaster://fid/N` resource, not expired), the signature of the message's address (an
 * EOA: viem's verifyMessage, no chain call), and that this address is the fid's custody
 * address in the IdRegistry (one `custodyOf` read on the configured RPC).
 *
 * @returns The verified fid and custody address.
 * @throws ApiError 400 FARCASTER_LOGIN_FAILED when anything does not hold; 502
 *   PROVIDER_UNAVAILABLE when the IdRegistry cannot be read.
 */
export async function verifyFarcasterSignIn(
  signIn: FarcasterSignIn,
  { config, nonce, publicOrigin, now }: VerifyFarcasterSignInParameters,
): Promise<{ fid: number; custody: Address }> {
  const fields = (() => {
    try {
      return parseSiweMessage(signIn.message)
    } catch (error) {
      throw refused('the message is not EIP-4361', error)
    }
  })()
  const site = new URL(publicOrigin)
  if (
    !validateSiweMessage({ message: fields, domain: site.host, nonce, time: new Date(now) }) ||
    fields.address === undefined
  )
    throw refused('domain, nonce, address or validity time do not match')
  if (fields.statement !== farcasterStatement || fields.chainId !== farcasterChainId)
    throw refused(`statement or chain is not Farcaster's`)
  if (fields.version !== '1' || !sameOrigin(fields.uri ?? '', site.origin))
    throw refused('version or URI do not match')
  const resources = (fields.resources ?? []).flatMap((resource) => {
    const match = fidResource.exec(resource)
    return match ? [Number(match[1])] : []
  })
  const [fid] = resources
  if (resources.length !== 1 || fid === undefined || !Number.isSafeInteger(fid))
    throw refused('the message needs exactly one farcaster://fid resource')
  if (signIn.fid !== undefined && signIn.fid !== fid)
    throw refused('the fid does not match the message')
  if (!/^0x[0-9a-fA-F]{130}$/.test(signIn.signature)) throw refused('malformed signature')
  const signed = await verifyMessage({
    address: fields.address,
    message: signIn.message,
    signature: signIn.signature as Hex,
  }).catch(() => false)
  if (!signed) throw refused('the signature is not the address owner’s')
  const client = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 1 }) })
  let custody: Address
  try {
    custody = await client.readContract({
      address: config.idRegistry,
      abi: idRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    })
  } catch (error) {
    throw new ApiError(
      502,
      'PROVIDER_UNAVAILABLE',
      'farcaster login is unavailable right now. Please try again later',
      { details: `custodyOf(${fid}) failed on FARCASTER_RPC_URL`, cause: error },
    )
  }
  if (!isAddressEqual(custody, fields.address))
    throw refused(`the signer is not the custody address of fid ${fid}`)
  return { fid, custody }
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin
  } catch {
    return false
  }
}

function refused(details: string, cause?: unknown): ApiError {
  // The details go to the operator's log, not to the visitor.
  return new ApiError(
    400,
    'FARCASTER_LOGIN_FAILED',
    'The Farcaster sign-in could not be verified. Please try again',
    { details, cause },
  )
}
