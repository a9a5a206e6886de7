import { type CaipNetworkId, isCaipNetworkId, type Namespace } from 'gangway/kernel'
import { parseSiweMessage } from 'viem/siwe'
import { blockchainNames } from './blockchainNames.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { SiwxMessageError } from './errors.js'
import type { SiwxMessageData } from './types.js'

const dateTime = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})`
const names = Object.values(blockchainNames).join('|')

// The whole text, anchored: anything before, between or after these lines is not CAIP-122.
const messageRegex = new RegExp(
  [
    `^(?<domain>[^\\s/@]+) wants you to sign in with your (?<blockchain>${names}) account:`,
    '(?<address>\\S+)',
    '',
    '(?:(?<statement>[^\\n]+)\\n)?',
    'URI: (?<uri>\\S+)',
    'Version: (?<version>1)',
    'Chain ID: (?<chainId>\\S+)',
    'Nonce: (?<nonce>[a-zA-Z0-9]{8,})',
    `Issued At: (?<issuedAt>${dateTime})`,
  ].join('\\n') +
    `(?:\\nExpiration Time: (?<expirationTime>${dateTime}))?` +
    `(?:\\nNot Before: (?<notBefore>${dateTime}))?` +
    '(?:\\nRequest ID: (?<requestId>[^\\n]*))?' +
    '(?:\\nResources:(?<resources>(?:\\n- \\S+)*))?$',
)

const namespaceOf = Object.fromEntries(
  Object.entries(blockchainNames).map(([namespace, name]) => [name, namespace as Namespace]),
) as Readonly<Record<string, Namespace>>

const checkDate = (value: string | undefined) => {
  if (value !== undefined && Number.isNaN(new Date(value).getTime()))
    throw new SiwxMessageError(`"${value}" is not a valid date-time.`)
  return value
}

/**
 * Reads a CAIP-122 sign-in message back into its fields. The text must be exactly the form
 * `createSiwxMessage` writes (EIP-4361 for eip155, read with viem's `parseSiweMessage`).
 *
 * @param message - The signed text.
 * @returns Its fields; dates as they appear in the text.
 * @throws SiwxMessageError when the text is not a well-formed sign-in message.
 * @example
 * const { accountAddress, chainId, nonce } = parseSiwxMessage(session.message)
 */
export function parseSiwxMessage(message: string): SiwxMessageData {
  const groups = messageRegex.exec(message)?.groups
  if (!groups) throw new SiwxMessageError('The text is not a CAIP-122 sign-in message.')
  const namespace = namespaceOf[groups.blockchain!]!
  let chainId: CaipNetworkId
  if (namespace === 'eip155') {
    // EIP-4361 carries the bare chain id and a checksummed address; viem reads the fields.
    const siwe = parseSiweMessage(message)
    if (
      !/^[1-9]\d*$/.test(groups.chainId!) ||
      siwe.address !== groups.address ||
      siwe.chainId !== Number(groups.chainId) ||
      siwe.nonce !== groups.nonce ||
      siwe.uri !== groups.uri
    )
      throw new SiwxMessageError('The text is not an EIP-4361 sign-in message.')
    chainId = `eip155:${groups.chainId}`
  } else {
    if (!isCaipNetworkId(groups.chainId) || !groups.chainId!.startsWith(`${namespace}:`))
      throw new SiwxMessageError(
        `Chain ID "${groups.chainId}" is not a CAIP-2 id of the ${groups.blockchain} namespace.`,
      )
    chainId = groups.chainId as CaipNetworkId
  }
  const data: SiwxMessageData = {
    accountAddress: groups.address!,
    chainId,
    domain: groups.domain!,
    uri: groups.uri!,
    version: '1',
    nonce: groups.nonce!,
    issuedAt: checkDate(groups.issuedAt)!,
  }
  if (groups.statement !== undefined) data.statement = groups.statement
  if (groups.expirationTime !== undefined) data.expirationTime = checkDate(groups.expirationTime)
  if (groups.notBefore !== undefined) data.notBefore = checkDate(groups.notBefore)
  if (groups.requestId !== undefined) data.requestId = groups.requestId
  if (groups.resources !== undefined) data.resources = groups.resources.split('\n- ').slice(1)
  // Only the one text createSiwxMessage writes for these fields is a sign-in message: a field
  // it would refuse (a control character in the URI, an unparsable resource) refuses the text.
  let canonical: string
  try {
    canonical = createSiwxMessage(data)
  } catch (error) {
    throw new SiwxMessageError('The text is not a well-formed sign-in message.', { cause: error })
  }
  if (canonical !== message)
    throw new SiwxMessageError('The text is not in the canonical sign-in message form.')
  return data
}
