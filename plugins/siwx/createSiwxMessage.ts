import { isCaipNetworkId, parseCaipNetworkId } from 'gangway/kernel'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { blockchainNames } from './blockchainNames.js'
import { SiwxMessageError } from './errors.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SiwxMessageData } from './types.js'

const nonceRegex = /^[a-zA-Z0-9]{8,}$/
const uriRegex = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S*$/
const domainRegex = /^[^\s/@]+$/

const toDate = (field: string, value: string): Date => {
  const date = new Date(value)
  if (Number.isNaN(date.getTime()))
    throw new SiwxMessageError(`${field} must be an RFC 3339 date-time, got "${value}".`)
  return date
}

/**
 * Writes a sign-in message in CAIP-122 form. For eip155 it is exactly EIP-4361 (Sign-In with
 * Ethereum), written by viem's `createSiweMessage` (checksummed address, `Chain ID: 1`). Other
 * namespaces get the same lines with their ecosystem's name and the full CAIP-2 chain id,
 * e.g. `Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`.
 *
 * @param data - The message's fields.
 * @returns The text the wallet signs.
 * @throws SiwxMessageError when a field is invalid.
 * @example
 * createSiwxMessage({ accountAddress: '0xf39F…2266', chainId: 'eip155:1', domain: 'example.com',
 *   uri: 'https://example.com', version: '1', nonce: 'a1b2c3d4e5', issuedAt: new Date().toISOString() })
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  if (!isCaipNetworkId(data.chainId))
    throw new SiwxMessageError(`chainId must be a CAIP-2 id, got "${data.chainId}".`)
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  const issuedAt = toDate('issuedAt', data.issuedAt)
  const expirationTime = data.expirationTime
    ? toDate('expirationTime', data.expirationTime)
    : undefined
  const notBefore = data.notBefore ? toDate('notBefore', data.notBefore) : undefined
  if (data.statement?.includes('\n'))
    throw new SiwxMessageError('statement must not contain a line break.')
  if (data.statement && /\p{Cc}/u.test(data.statement))
    throw new SiwxMessageError('statement must not contain a control character.')
  if (!nonceRegex.test(data.nonce))
    throw new SiwxMessageError('nonce must be at least 8 letters or digits.')
  if (data.version !== '1') throw new SiwxMessageError('version must be "1".')

  // What is written is read back by the grammar the server verifies with: a field that does not
  // fit it (a resource that is no RFC 3986 URI, a request id with a space) is refused here.
  const checked = (text: string) => {
    try {
      parseSiwxMessage(text)
    } catch (error) {
      throw new SiwxMessageError(
        (error as { details?: string }).details ?? 'The fields do not make a sign-in message.',
        { cause: error },
      )
    }
    return text
  }

  if (namespace === 'eip155') {
    let text: string
    try {
      text = createSiweMessage({
        scheme: data.scheme,
        address: data.accountAddress as Address,
        chainId: Number(reference),
        domain: data.domain,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        statement: data.statement,
        issuedAt,
        expirationTime,
        notBefore,
        requestId: data.requestId,
        resources: data.resources ? [...data.resources] : undefined,
      })
    } catch (error) {
      throw new SiwxMessageError((error as { shortMessage?: string }).shortMessage ?? 'invalid', {
        cause: error,
      })
    }
    return checked(text)
  }

  if (!domainRegex.test(data.domain))
    throw new SiwxMessageError(`domain must be an RFC 3986 authority, got "${data.domain}".`)
  for (const uri of [data.uri, ...(data.resources ?? [])])
    if (!uriRegex.test(uri)) throw new SiwxMessageError(`"${uri}" is not an RFC 3986 URI.`)
  if (!/^\S+$/.test(data.accountAddress))
    throw new SiwxMessageError('accountAddress must not be empty or contain spaces.')
  const lines = [
    `${data.scheme ? `${data.scheme}://` : ''}${data.domain} wants you to sign in with your ${blockchainNames[namespace]} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement] : []),
    '',
    `URI: ${data.uri}`,
    'Version: 1',
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
  ]
  if (expirationTime) lines.push(`Expiration Time: ${expirationTime.toISOString()}`)
  if (notBefore) lines.push(`Not Before: ${notBefore.toISOString()}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources) lines.push('Resources:', ...data.resources.map((uri) => `- ${uri}`))
  return checked(lines.join('\n'))
}
