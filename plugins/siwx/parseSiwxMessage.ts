import { type CaipNetworkId, isCaipNetworkId, type Namespace } from 'gangway/kernel'
import { blockchainNames } from './blockchainNames.js'
import { SiwxMessageError } from './errors.js'
import { parseDateTime } from './parseDateTime.js'
import type { SiwxMessageData } from './types.js'

// RFC 3986 (appendix A) pieces, as EIP-4361's ABNF and CAIP-122 use them.
const unreserved = String.raw`A-Za-z0-9\-._~`
const subDelims = "!$&'()*+,;="
const pctEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`
const scheme = '[A-Za-z][A-Za-z0-9+.-]*'
const decOctet = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`
const ipv4 = `${decOctet}(?:\\.${decOctet}){3}`
const h16 = '[0-9A-Fa-f]{1,4}'
const ls32 = `(?:${h16}:${h16}|${ipv4})`
const h16s = (n: number) => `(?:${h16}:){${n}}`
const upTo = (n: number) => `(?:(?:${h16}:){0,${n}}${h16})?`
const ipv6 = [
  `${h16s(6)}${ls32}`,
  `::${h16s(5)}${ls32}`,
  `${upTo(0)}::${h16s(4)}${ls32}`,
  `${upTo(1)}::${h16s(3)}${ls32}`,
  `${upTo(2)}::${h16s(2)}${ls32}`,
  `${upTo(3)}::${h16}:${ls32}`,
  `${upTo(4)}::${ls32}`,
  `${upTo(5)}::${h16}`,
  `${upTo(6)}::`,
].join('|')
const ipLiteral = `\\[(?:${ipv6}|v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+)\\]`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})`
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`
// The ABNF allows an empty host; a sign-in for no host names no site, so one is required here.
const authority = `(?:${userinfo}@)?(?:${ipLiteral}|${regName}+)(?::\\d*)?`
const segments = `(?:/${pchar}*)*`
const hierPart = `(?://${authority}${segments}|/(?:${pchar}+${segments})?|${pchar}+${segments}|)`
const queryOrFragment = `(?:${pchar}|[/?])*`
const uri = `${scheme}:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?`

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`)
const uriRegex = whole(uri)
const header = new RegExp(
  `^(?:(?<scheme>${scheme})://)?(?<domain>${authority}) wants you to sign in with your ` +
    `(?<blockchain>${Object.values(blockchainNames).join('|')}) account:$`,
)
const eip155Address = /^0x[0-9a-fA-F]{40}$/
// CAIP-10 account_address: the other namespaces' addresses (base58, bech32, ss58, …).
const caip10Address = /^[-.%a-zA-Z0-9]{1,128}$/
const nonceRegex = /^[a-zA-Z0-9]{8,}$/
const requestIdRegex = whole(`${pchar}*`)
// EIP-4361 limits a statement to RFC 3986 characters; hosts write it in their visitors'
// languages and wallets show it as it is, so any text is read except line breaks and control
// characters (which could make the shown text differ from the signed one).
const statementRegex = /^[^\p{Cc}]*$/u

const namespaceOf = Object.fromEntries(
  Object.entries(blockchainNames).map(([namespace, name]) => [name, namespace as Namespace]),
) as Readonly<Record<string, Namespace>>

/**
 * Reads a CAIP-122 sign-in message (EIP-4361 for eip155) into its fields, by the grammar of
 * EIP-4361's ABNF: any text a conforming wallet or library writes is read, whichever RFC 3339
 * form its times take (`Z` or an offset, with or without a fraction). The fields are exactly as
 * written: dates as they appear in the text, compare them as instants with `parseDateTime`.
 *
 * @param message - The signed text.
 * @returns Its fields; for eip155 the chain as `eip155:<id>`.
 * @throws SiwxMessageError when the text is not a well-formed sign-in message.
 * @example
 * const { accountAddress, chainId, nonce } = parseSiwxMessage(session.message)
 */
export function parseSiwxMessage(message: string): SiwxMessageData {
  const lines = message.split('\n')
  let at = 0
  // `at` is past the line being read: its number counted from 1.
  function refuse(why: string): never {
    throw new SiwxMessageError(`Line ${Math.max(at, 1)}: ${why}`)
  }
  const next = () => (at < lines.length ? lines[at++]! : refuse('the message ends too early.'))
  const field = (title: string) => {
    const line = next()
    if (!line.startsWith(title)) refuse(`expected "${title.trim()}".`)
    return line.slice(title.length)
  }
  const optional = (title: string) =>
    lines[at]?.startsWith(title) ? lines[at++]!.slice(title.length) : undefined
  const dateTime = (value: string) =>
    parseDateTime(value) === undefined ? refuse(`"${value}" is not an RFC 3339 date-time.`) : value

  const head = header.exec(next())?.groups
  if (!head) refuse('expected "<domain> wants you to sign in with your <blockchain> account:".')
  const namespace = namespaceOf[head.blockchain!]!
  const accountAddress = next()
  if (!(namespace === 'eip155' ? eip155Address : caip10Address).test(accountAddress))
    refuse(`"${accountAddress}" is not a ${head.blockchain} address.`)
  if (next() !== '') refuse('expected an empty line after the address.')
  // [ statement LF ] LF: a line with text is the statement; two empty lines an empty one.
  let statement: string | undefined
  if (lines[at] !== '' || lines[at + 1] === '') {
    statement = next()
    if (!statementRegex.test(statement)) refuse('the statement has a control character.')
  }
  if (next() !== '') refuse('expected an empty line before "URI:".')

  const data: SiwxMessageData = {
    accountAddress,
    chainId: 'eip155:1',
    domain: head.domain!,
    uri: field('URI: '),
    version: '1',
    nonce: '',
    issuedAt: '',
  }
  if (!uriRegex.test(data.uri)) refuse(`"${data.uri}" is not an RFC 3986 URI.`)
  if (field('Version: ') !== '1') refuse('the version must be 1.')
  const chainId = field('Chain ID: ')
  if (namespace === 'eip155') {
    // EIP-4361: chain-id = 1*DIGIT, an EIP-155 chain id (never 0). Leading zeros are refused:
    // one chain is then one text, and no library writes them (siwe re-renders without them).
    if (!/^[1-9]\d*$/.test(chainId) || !isCaipNetworkId(`eip155:${chainId}`))
      refuse(`Chain ID "${chainId}" is not an EIP-155 chain id.`)
    data.chainId = `eip155:${chainId}`
  } else {
    if (!isCaipNetworkId(chainId) || !chainId.startsWith(`${namespace}:`))
      refuse(`Chain ID "${chainId}" is not a CAIP-2 id of the ${head.blockchain} namespace.`)
    data.chainId = chainId as CaipNetworkId
  }
  data.nonce = field('Nonce: ')
  if (!nonceRegex.test(data.nonce)) refuse('the nonce must be at least 8 letters or digits.')
  data.issuedAt = dateTime(field('Issued At: '))
  const expirationTime = optional('Expiration Time: ')
  if (expirationTime !== undefined) data.expirationTime = dateTime(expirationTime)
  const notBefore = optional('Not Before: ')
  if (notBefore !== undefined) data.notBefore = dateTime(notBefore)
  const requestId = optional('Request ID: ')
  if (requestId !== undefined) {
    if (!requestIdRegex.test(requestId)) refuse(`"${requestId}" is not a request id.`)
    data.requestId = requestId
  }
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (at < lines.length) {
      const resource = field('- ')
      if (!uriRegex.test(resource)) refuse(`"${resource}" is not an RFC 3986 URI.`)
      resources.push(resource)
    }
    data.resources = resources
  }
  if (at < lines.length) refuse('unexpected text after the last field.')
  if (head.scheme !== undefined) data.scheme = head.scheme
  if (statement !== undefined) data.statement = statement
  return data
}
