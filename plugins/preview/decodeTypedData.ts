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
 * `PermitTransferFrom` / `PermitBatchTransferFrom` (one-time transfers), and Seaport orders
 * (`OrderComponents`): "X may take up to N of your TOKEN until DATE". Pure: the token's symbol and decimals are read later, from the
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
  const verifyingContract = address(domain?.verifyingContract)
  const effects =
    primaryType === 'OrderComponents' && domain?.name === 'Seaport'
      ? seaportEffects(message, verifyingContract)
      : permitEffects(primaryType, message, verifyingContract)
  return { action, effects: effects ?? [], known: effects !== undefined }
}

/**
 * A Seaport order (OpenSea and the marketplaces on Seaport 1.x): whoever fulfils it before its
 * `endTime` takes the offer items from the offerer, through Seaport, and pays the consideration
 * items to their recipients. For the signer: "Seaport may take N of your TOKEN until DATE" for
 * each offer item, and what reaches the signer when it is filled. An item whose token is
 * chosen later from a set (criteria, item types 4 and 5) is "any token of the collection" when
 * offered, and left out when it is what the signer would receive (no single token to name).
 * `undefined` for an order that is not the signer's or whose items are malformed.
 */
function seaportEffects(
  message: Readonly<Record<string, unknown>>,
  seaport: Address | undefined,
): CallEffect[] | undefined {
  const offerer = address(message.offerer)
  if (
    !seaport ||
    !offerer ||
    !Array.isArray(message.offer) ||
    !Array.isArray(message.consideration)
  )
    return undefined
  const expiresAt = seconds(message.endTime)
  const effects: CallEffect[] = []
  for (const raw of message.offer) {
    const item = seaportItem(raw)
    if (!item) return undefined
    if (item.itemType === 0) return undefined // Native value cannot be offered from a signature.
    const base = { type: 'allow', token: item.token, spender: seaport, via: 'seaport' } as const
    if (item.itemType === 1)
      effects.push({
        ...base,
        standard: 'erc20',
        scope: 'amount' as const,
        amount: item.amount,
        expiresAt,
      })
    else if (item.itemType === 2 || item.itemType === 3)
      effects.push({
        ...base,
        standard: item.itemType === 2 ? 'erc721' : 'erc1155',
        scope: 'amount' as const,
        amount: item.identifier,
        expiresAt,
      })
    else effects.push({ ...base, standard: 'erc721', scope: 'all' as const, expiresAt })
  }
  for (const raw of message.consideration) {
    const item = seaportItem(raw)
    const recipient = address(record(raw)?.recipient)
    if (!item || !recipient) return undefined
    if (!isAddressEqual(recipient, offerer) || item.itemType > 3) continue
    const standard = (['native', 'erc20', 'erc721', 'erc1155'] as const)[item.itemType]!
    effects.push({
      type: 'move',
      standard,
      ...(item.itemType === 0 ? {} : { token: item.token }),
      from: seaport,
      to: offerer,
      amount: item.itemType === 2 ? item.identifier : item.amount,
      ...(item.itemType === 3 ? { tokenId: item.identifier } : {}),
    })
  }
  return effects
}

/** An offer or consideration item: the largest of its start and end amounts (an auction's worst case). */
function seaportItem(
  value: unknown,
): { itemType: number; token: Address; identifier: bigint; amount: bigint } | undefined {
  const item = record(value)
  const itemType = integer(item?.itemType)
  const token = address(item?.token)
  const identifier = integer(item?.identifierOrCriteria)
  const start = integer(item?.startAmount)
  const end = integer(item?.endAmount)
  if (itemType === undefined || itemType > 5n || !token || identifier === undefined)
    return undefined
  if (start === undefined || end === undefined) return undefined
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
  return { itemType: Number(itemType), token, identifier, amount: start > end ? start : end }
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
