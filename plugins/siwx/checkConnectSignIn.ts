import {
  type ConnectAuthentication,
  type ConnectAuthenticationRequest,
  type Kernel,
  parseCaipAddress,
} from 'gangway/kernel'
import { clockSkew } from './clockSkew.js'
import { SiwxSignatureError } from './errors.js'
import { parseDateTime } from './parseDateTime.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxOptions, SiwxSession } from './types.js'
import { eip155Verifier } from './verifiers/eip155.js'

/**
 * Checks the messages a wallet built and signed for one-click sign-in, as `verifySiwx` would:
 * each must be CAIP-122 text for the requested domain, URI, nonce and lifetime, on a requested
 * chain, by the account it claims, in force now, and signed by that account (the host's
 * verifier, else the chain's own RPC, which also checks contract wallets).
 *
 * @returns One session per message.
 * @throws SiwxSignatureError ('Signature declined') naming the first check that failed.
 * @example
 * const sessions = await checkConnectSignIn(kernel, { options, request, authentications })
 */
export async function checkConnectSignIn(
  kernel: Kernel,
  parameters: {
    options: SiwxOptions
    request: ConnectAuthenticationRequest
    authentications: readonly ConnectAuthentication[]
  },
): Promise<SiwxSession[]> {
  const { options, request, authentications } = parameters
  const refuse = (details: string, cause?: unknown) =>
    new SiwxSignatureError({ smartAccount: false, details, cause: cause as Error | undefined })
  if (!authentications.length) throw refuse('The wallet signed no message.')
  const now = kernel.env.now()
  const sessions: SiwxSession[] = []
  for (const { caipAddress, message, signature } of authentications) {
    let data: SiwxSession['data']
    try {
      data = parseSiwxMessage(message)
    } catch (error) {
      throw refuse('The wallet signed a message that is not CAIP-122.', error)
    }
    const signer = parseCaipAddress(caipAddress)
    if (data.domain !== request.domain)
      throw refuse(`The message is for "${data.domain}", not "${request.domain}".`)
    if (data.uri !== request.uri) throw refuse(`The message is for "${data.uri}".`)
    if (data.nonce !== request.nonce) throw refuse('The nonce is not the one asked for.')
    if (!request.chains.includes(data.chainId) || data.chainId !== signer.caipNetworkId)
      throw refuse(`Sign-in on ${data.chainId} was not asked for.`)
    if (data.accountAddress !== signer.address)
      throw refuse(`The message names ${data.accountAddress}, not the signer ${signer.address}.`)
    if (request.expirationTime && data.expirationTime !== request.expirationTime)
      throw refuse('The message does not carry the asked-for Expiration Time.')
    const instant = (text: string | undefined) =>
      text === undefined ? undefined : (parseDateTime(text) ?? Number.NaN)
    const expires = instant(data.expirationTime)
    const notBefore = instant(data.notBefore)
    const issuedAt = instant(data.issuedAt) ?? Number.NaN
    // NaN fails every comparison: an unreadable time is refused, never waved through.
    if (expires !== undefined && !(now < expires)) throw refuse('The message has expired.')
    if (notBefore !== undefined && !(notBefore <= now + clockSkew))
      throw refuse('The message is not valid yet.')
    if (!(issuedAt <= now + clockSkew)) throw refuse('The message claims a future Issued At.')

    const rpcUrl = kernel.networks.get(data.chainId)?.rpcUrls.default.http[0]
    const verifier =
      options.verifiers?.find((candidate) => candidate.namespace === 'eip155') ??
      eip155Verifier({ rpcUrl })
    const valid = await Promise.resolve(verifier.verify({ message, data, signature })).catch(
      (error: unknown) => {
        kernel.log.warn('[siwx] the verifier threw', error)
        return false
      },
    )
    if (!valid) throw refuse(`The signature is not ${data.accountAddress}'s.`)
    sessions.push({ data, message, signature })
  }
  return sessions
}
