import { InvalidCaipError } from './errors/caip.js'
import { namespacePattern } from './namespacePattern.js'
import type { CaipAddress, CaipNetworkId, Namespace } from './types.js'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && namespacePattern.test(value)
}

export type ParsedCaipNetworkId = {
  namespace: Namespace
  reference: string
  caipNetworkId: CaipNetworkId
}

/**
 * Parses a CAIP-2 network id (`namespace:reference`, exactly 2 parts, known namespace).
 *
 * @example parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', reference: '8453', … }
 * @throws InvalidCaipError
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  if (parts.length !== 2)
    throw new InvalidCaipError('network id', value, 'expected 2 parts, namespace:reference')
  const [namespace, reference] = parts as [string, string]
  if (!isNamespace(namespace))
    throw new InvalidCaipError('network id', value, `invalid namespace "${namespace}"`)
  if (!referencePattern.test(reference))
    throw new InvalidCaipError('network id', value, 'invalid reference')
  return { namespace, reference, caipNetworkId: value as CaipNetworkId }
}

export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; caipAddress: CaipAddress }

/**
 * Parses a CAIP-10 account id (`namespace:reference:address`, 3 non-empty parts).
 *
 * @example parseCaipAddress('eip155:1:0xab…') // { namespace: 'eip155', reference: '1', address: '0xab…' }
 * @throws InvalidCaipError
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((part) => part === ''))
    throw new InvalidCaipError(
      'address',
      value,
      'expected 3 non-empty parts, namespace:reference:address',
    )
  const [namespace, reference, address] = parts as [string, string, string]
  const network = parseCaipNetworkId(`${namespace}:${reference}`)
  if (!addressPattern.test(address))
    throw new InvalidCaipError('address', value, 'invalid address part')
  return { ...network, address, caipAddress: value as CaipAddress }
}

/** `true` when `value` is a valid CAIP-2 id; never throws. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

/** `true` when `value` is a valid CAIP-10 id; never throws. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

/**
 * Joins a network id and an address into a CAIP-10 id.
 *
 * @example
 * toCaipAddress({ caipNetworkId: 'eip155:1', address: '0xab…' }) // 'eip155:1:0xab…'
 */
export function toCaipAddress(parameters: {
  caipNetworkId: CaipNetworkId
  address: string
}): CaipAddress {
  return `${parameters.caipNetworkId}:${parameters.address}` as CaipAddress
}
