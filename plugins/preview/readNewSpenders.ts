import type { PreviewApproval } from 'gangway/kernel'
import {
  type Address,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  isAddress,
  parseAbi,
  size,
} from 'viem'
import { permit2Address } from './abis.js'
import { aggregate } from './readAssets.js'

/**
 * Seaport's ConduitController, at this address on every chain that has Seaport 1.x: an
 * order's `conduitKey` names the conduit its offer items are taken through.
 */
export const seaportConduitController = '0x00000000F9490004C11Cdc25B1F7B0C0B2E0F9b4'

const useAbi = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function allowance(address owner, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'function getConduit(bytes32 conduitKey) view returns (address conduit, bool exists)',
])

export type ReadNewSpendersParameters = {
  /** The signer: whose permissions are looked up. */
  owner: Address
  /**
   * The grants: permits (`via` `permit`, `permit2` or `seaport`) and ERC-20 `approve` /
   * `increaseAllowance`; other grants (an NFT's `approve`, `setApprovalForAll`) are ignored.
   */
  approvals: readonly PreviewApproval[]
  /** A Seaport order's `conduitKey` (zero: Seaport itself takes the items). */
  conduitKey?: Hex | undefined
}

/** An ERC-20 allowance granted by a call rather than signed: checked as an EIP-2612 permit is. */
const erc20Grants = new Set<PreviewApproval['via']>(['approve', 'increaseAllowance'])

type Check = { spender: string; read: { target: Address; callData: Hex }; used(data: Hex): boolean }

/**
 * Which spenders of a permit the signer never used — issue 33's "a permit to an address the
 * visitor never used", decided by what the host's own RPC can tell, with no third-party API
 * and no history index: one Multicall3 read of the permissions the signer has given each
 * spender for the permit's tokens, at the latest block.
 *
 * - EIP-2612 `Permit`, and an ERC-20 `approve` / `increaseAllowance` call (a smart account's
 *   batch): the token's `allowance(owner, spender)` is 0.
 * - Permit2 (`PermitSingle`, `PermitBatch`, transfer permits): Permit2's
 *   `allowance(owner, token, spender)` has amount 0 and nonce 0 — nonce counts every
 *   allowance permit of this signer to this spender ever used, so 0 means none ever was.
 * - Seaport orders: the operator that takes the items — Seaport, or the conduit of the
 *   order's `conduitKey` (read from Seaport's ConduitController) — has neither an ERC-20
 *   allowance nor `isApprovedForAll` from the signer.
 *
 * A spender counts as used when any of its tokens in the request shows such a permission. A
 * read that reverts or answers garbage shows none: the spender is then reported as new (the
 * warning says no earlier permission was *found*, which stays true). A spent EIP-2612
 * allowance leaves no trace in state, so an old spender may read as new: the warning errs on
 * the side of caution. The visitor's activity (the history plugin) is not consulted: it is
 * optional, its on-chain source covers a recent window only, and its hosted source would be a
 * third party.
 *
 * @param client - A viem client of the permit's network (the host's RPC).
 * @param parameters - The signer, the permit's grants and a Seaport order's conduit key.
 * @returns The spenders never used, lower case.
 * @example
 * const fresh = await readNewSpenders(client, { owner, approvals: preview.allow })
 * fresh.has(spender.toLowerCase()) // true: warn
 */
export async function readNewSpenders(
  client: Client,
  parameters: ReadNewSpendersParameters,
): Promise<Set<string>> {
  // Addresses come from the request: lower case, so a wrong checksum is no reason to throw.
  const owner = parameters.owner.toLowerCase() as Address
  const permits = parameters.approvals.filter(
    (a) =>
      (a.via === 'permit' ||
        a.via === 'permit2' ||
        a.via === 'seaport' ||
        (erc20Grants.has(a.via) && a.asset.kind === 'token')) &&
      a.asset.address,
  )
  const spenders = new Set(permits.map((a) => a.spender.toLowerCase()))
  if (spenders.size === 0) return spenders
  const seaportOperator = permits.some((a) => a.via === 'seaport')
    ? await readSeaportOperator(client, parameters.conduitKey)
    : undefined
  const checks: Check[] = permits.flatMap((approval): Check[] => {
    const token = approval.asset.address?.toLowerCase() as Address
    const spender = approval.spender.toLowerCase() as Address
    if (!isAddress(token, { strict: false }) || !isAddress(spender, { strict: false })) return []
    if (approval.via === 'permit' || erc20Grants.has(approval.via))
      return [erc20Allowance(spender, token, owner, spender)]
    if (approval.via === 'permit2')
      return [
        {
          spender,
          read: {
            target: permit2Address,
            callData: encodeFunctionData({
              abi: useAbi,
              functionName: 'allowance',
              args: [owner, token, spender],
            }),
          },
          used: (data) => {
            const [amount, , nonce] = decodeFunctionResult({
              abi: useAbi,
              functionName: 'allowance',
              args: [owner, token, spender],
              data,
            }) as readonly [bigint, number, number]
            return amount > 0n || nonce > 0
          },
        },
      ]
    const operator = seaportOperator === 'seaport' ? spender : seaportOperator
    if (!operator) return []
    return approval.asset.kind === 'nft'
      ? [
          {
            spender,
            read: {
              target: token,
              callData: encodeFunctionData({
                abi: useAbi,
                functionName: 'isApprovedForAll',
                args: [owner, operator],
              }),
            },
            // `true` is exactly 1: a fallback answering garbage is not a yes.
            used: (data) => size(data) === 32 && BigInt(data) === 1n,
          },
        ]
      : [erc20Allowance(spender, token, owner, operator)]
  })
  if (checks.length === 0) return spenders
  const results = await aggregate(
    client,
    checks.map((check) => ({ ...check.read, allowFailure: true })),
  )
  checks.forEach((check, index) => {
    const result = results[index]
    if (!result?.success || result.returnData === '0x') return
    try {
      if (check.used(result.returnData)) spenders.delete(check.spender)
    } catch {
      // Not the answer the read asks for: no permission shown.
    }
  })
  return spenders
}

function erc20Allowance(spender: string, token: Address, owner: Address, operator: Address): Check {
  return {
    spender,
    read: {
      target: token,
      callData: encodeFunctionData({
        abi: useAbi,
        functionName: 'allowance',
        args: [owner, operator],
      }),
    },
    used: (data) =>
      size(data) === 32 &&
      decodeFunctionResult({
        abi: useAbi,
        functionName: 'allowance',
        args: [owner, operator],
        data,
      }) > 0n,
  }
}

/**
 * The address a Seaport order's offer items are taken through: Seaport itself for a zero
 * conduit key (absent reads as zero), else the conduit Seaport's ConduitController names;
 * `undefined` when the controller does not answer or knows no such conduit.
 */
async function readSeaportOperator(
  client: Client,
  conduitKey: Hex | undefined,
): Promise<Address | 'seaport' | undefined> {
  if (!conduitKey || BigInt(conduitKey === '0x' ? 0 : conduitKey) === 0n) return 'seaport'
  // A key that is no bytes32 names no conduit (and must not make the encoding throw).
  if (size(conduitKey) !== 32) return undefined
  const [result] = await aggregate(client, [
    {
      target: seaportConduitController,
      allowFailure: true,
      callData: encodeFunctionData({ abi: useAbi, functionName: 'getConduit', args: [conduitKey] }),
    },
  ])
  if (!result?.success || size(result.returnData) !== 64) return undefined
  try {
    const [conduit, exists] = decodeFunctionResult({
      abi: useAbi,
      functionName: 'getConduit',
      data: result.returnData,
    })
    return exists ? conduit : undefined
  } catch {
    return undefined
  }
}
