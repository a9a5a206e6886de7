import { checkTypedDataLimits } from '../src/checkTypedDataLimits.js'
import { asObject } from './asObject.js'
import type { Row } from './described.js'
import { invalidParameters } from './frameError.js'
import {
  chainWarnings,
  findNetwork,
  networkName,
  readChainId,
  type SessionNetworks,
} from './networks.js'

/** The session's chain and the site's networks, which the domain's chain is read against. */
export type DescribeTypedDataParameters = SessionNetworks

/**
 * EIP-712 typed data as the approval shows it: the domain as signed (its name, chain and
 * verifying contract, whatever the host says), the primary type, the message; a warning when
 * the domain's chain is unknown or not the session's. Bounded before it is parsed or
 * printed (issue 31: 20,000 levels).
 *
 * @param data - The request's typed data, a JSON string or an object.
 * @example
 * const { rows, body, warnings } = describeTypedData(data, { chainId, networks })
 */
export function describeTypedData(
  data: unknown,
  parameters: DescribeTypedDataParameters,
): { typed: Record<string, unknown>; rows: Row[]; body: string; warnings: string[] } {
  const problem = checkTypedDataLimits(data)
  if (problem) throw invalidParameters(problem)
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      throw invalidParameters('typed data is not JSON')
    }
  }
  const typed = asObject(parsed)
  const domain = asObject(typed.domain)
  const rows: Row[] = []
  let warnings: string[] = []
  if (typeof domain.name === 'string') rows.push(['domainName', domain.name])
  if (domain.chainId !== undefined) {
    const signed = readChainId(domain.chainId)
    if (signed === undefined) throw invalidParameters('domain chainId')
    rows.push(['network', networkName(signed, findNetwork(signed, parameters.networks))])
    warnings = chainWarnings(signed, parameters)
  }
  if (typeof domain.verifyingContract === 'string')
    rows.push(['verifyingContract', domain.verifyingContract])
  rows.push(['primaryType', String(typed.primaryType ?? '')])
  return { typed, rows, body: JSON.stringify(typed.message ?? {}, null, 2), warnings }
}
