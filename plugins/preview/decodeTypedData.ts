import { type Address, isAddress, isAddressEqual } from 'viem'
import { permit2Address } from './abis.js'
import type { CallEffect, Decoded } from './types.js'

/** Typed data as `eth_signTypedData_v4` carries it (already parsed from JSON). */
export type EvmTypedData = {
  domain?: Readonly<Record<string, unknown>> | undefined
  primaryType: string
  message: Readonly<Record<string, unknown>>
}

/**
 * Reads the typed data a preview knows as the approvals it grants: EIP-2612 `Permit` (and
 * DAI's `allowed` variant), Permit2 `PermitSingle` / `PermitBatch` (allowances) and
 * `PermitTransferFrom` / `PermitBatchTransferFrom` (one-time transfers): "X may take up to N
 * of your TOKEN until DATE". Pure: the token's symbol and decimals are read later, from the
 * chain. Anything else keeps its JSON for the raw view and `known: false`.
 *
 * @param typedData - The parsed typed data.
 * @returns The message for the raw view, the approvals it grants, and whether it is known.
 * @example
 * decodeTypedData({ domain: { verifyingContract: usdc }, primaryType: 'Permit',
 *   message: { owner, spender, value: '1000000', nonce: '0', deadline: '1900000000' } })
 * // effects: [{ type: 'allow', token: usdc, spender, amount: 1_000_000n, expiresAt: 1900000000, via: 'permit' }]
 */
export function decodeTypedData(typedData: EvmTypedData): Decoded {
  const { domain, primaryType, message } = typedData
  const raw = JSON.stringify(
    typedData,
    (_, value) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  )
  const action = {
    to: address(domain?.verifyingContract),
    functionName: primaryType,
    args: Object.entries(message).map(([name, value]) => ({ name, value: asText(value) })),
    raw,
  }
  const effects = permitEffects(primaryType, message, address(domain?.verifyingContract))
  return { action, effects: effects ?? [], known: effects !== undefined }
}

function permitEffects(
  primaryType: string,
  message: Readonly<Record<string, unknown>>,
  verifyingContract: Address | undefined,
): CallEffect[] | undefined {
  const spender = address(message.spender)
  if (!spender) return undefined
  const isPermit2 =
    verifyingContract !== undefined && isAddressEqual(verifyingContract, permit2Address)
  if (primaryType === 'Permit' && verifyingContract) {
    // DAI's permit: `allowed: true` grants everything until `expiry`.
    if (typeof message.allowed === 'boolean') {
      const expiresAt = seconds(message.expiry)
      return message.allowed
        ? [
            {
              type: 'allow',
              standard: 'erc20',
              token: verifyingContract,
              spender,
              scope: 'amount',
              amount: 2n ** 256n - 1n,
              via: 'permit',
              ...(expiresAt ? { expiresAt } : {}),
            },
          ]
        : []
    }
    const amount = integer(message.value)
    if (amount === undefined) return undefined
    return [
      {
        type: 'allow',
        standard: 'erc20',
        token: verifyingContract,
        spender,
        scope: 'amount',
        amount,
        expiresAt: seconds(message.deadline),
        via: 'permit',
      },
    ]
  }
  if (!isPermit2) return undefined
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch')
    return permit2Allowances(message.details, spender, (entry) => entry?.expiration)
  if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom')
    return permit2Allowances(message.permitted, spender, () => message.deadline)
  return undefined
}

/**
 * Permit2's token and amount entries (one, or a batch) as allowances to `spender`, each until
 * the time `expiry` reads; `undefined` when an entry is malformed.
 */
function permit2Allowances(
  entries: unknown,
  spender: Address,
  expiry: (entry: Readonly<Record<string, unknown>> | undefined) => unknown,
): CallEffect[] | undefined {
  const effects: CallEffect[] = []
  for (const entry of (Array.isArray(entries) ? entries : [entries]).map(record)) {
    const token = address(entry?.token)
    const amount = integer(entry?.amount)
    if (!token || amount === undefined) return undefined
    effects.push({
      type: 'allow',
      standard: 'erc20',
      token,
      spender,
      scope: 'amount',
      amount,
      expiresAt: seconds(expiry(entry)),
      via: 'permit2',
    })
  }
  return effects
}

const record = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

const address = (value: unknown): Address | undefined =>
  typeof value === 'string' && isAddress(value, { strict: false }) ? value : undefined

/** A uint from JSON: a decimal or 0x string, a number or a bigint. */
function integer(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value !== 'string' || !/^(0x[0-9a-f]+|\d+)$/i.test(value) || value.length > 80)
    return undefined
  return BigInt(value)
}

/** A deadline or expiration in Unix seconds, when it is one a date can show. */
function seconds(value: unknown): number | undefined {
  const n = integer(value)
  // Past year 275760 a Date is invalid: such a "deadline" means never, as absent does.
  return n !== undefined && n > 0n && n < 8_640_000_000_000n ? Number(n) : undefined
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value)
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? ''
}
