import { type Address, decodeFunctionData, type Hex, isAddressEqual, size, slice } from 'viem'
import { knownCallsAbi, permit2Abi, permit2Address } from './abis.js'
import type { CallEffect, Decoded, EvmCall } from './types.js'

/**
 * Decodes one EVM call into what it does to assets: a native transfer, an ERC-20 transfer,
 * `approve` / `increaseAllowance`, an ERC-721 or ERC-1155 transfer, `setApprovalForAll`,
 * Permit2 `approve` / `permit`. Pure: nothing is read from the chain, so symbols, decimals
 * and which of ERC-20 or ERC-721 a shared selector means are settled later (`readAssets`).
 * A call it does not know keeps its raw data and `known: false`.
 *
 * @param call - `{ to, data, value }` as the request gives it.
 * @returns The call for the raw view, its effects, and whether it is known.
 * @example
 * decodeCall({ to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5_000_000n] }) })
 * // { known: true, effects: [{ type: 'move', standard: 'erc20', token: usdc, to: bob, amount: 5_000_000n }], … }
 */
export function decodeCall(call: EvmCall): Decoded {
  const { to, data, value } = call
  const native: CallEffect[] =
    to && value && value > 0n ? [{ type: 'move', standard: 'native', to, amount: value }] : []
  const base = { to, value, raw: data && data !== '0x' ? data : undefined }
  // No calldata: a plain native transfer (or a contract creation, which has no `to`).
  if (!data || data === '0x' || size(data) < 4)
    return { action: base, effects: native, known: Boolean(to) && (!data || data === '0x') }
  if (!to) return { action: base, effects: native, known: false }
  const decoded = decodeKnown(to, data)
  if (!decoded)
    return { action: { ...base, functionName: slice(data, 0, 4) }, effects: native, known: false }
  return {
    action: { ...base, functionName: decoded.signature, args: decoded.args },
    effects: [...native, ...decoded.effects],
    known: true,
  }
}

type Known = {
  signature: string
  args: readonly { name: string; value: string }[]
  effects: readonly CallEffect[]
}

function decodeKnown(to: Address, data: Hex): Known | undefined {
  if (isAddressEqual(to, permit2Address)) return decodePermit2(data)
  let decoded: ReturnType<typeof decodeFunctionData<typeof knownCallsAbi>>
  try {
    decoded = decodeFunctionData({ abi: knownCallsAbi, data })
  } catch {
    return undefined
  }
  const token = to
  switch (decoded.functionName) {
    case 'transfer': {
      const [receiver, amount] = decoded.args
      return known('transfer(address,uint256)', { to: receiver, amount }, [
        { type: 'move', standard: 'erc20', token, to: receiver, amount },
      ])
    }
    case 'transferFrom': {
      const [from, receiver, amount] = decoded.args
      return known('transferFrom(address,address,uint256)', { from, to: receiver, amount }, [
        { type: 'move', standard: 'erc20or721', token, from, to: receiver, amount },
      ])
    }
    case 'approve': {
      const [spender, amount] = decoded.args
      return known('approve(address,uint256)', { spender, amount }, [
        {
          type: 'allow',
          standard: 'erc20or721',
          token,
          spender,
          scope: 'amount',
          amount,
          via: 'approve',
        },
      ])
    }
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return known('increaseAllowance(address,uint256)', { spender, addedValue: amount }, [
        {
          type: 'allow',
          standard: 'erc20',
          token,
          spender,
          scope: 'amount',
          amount,
          via: 'increaseAllowance',
        },
      ])
    }
    case 'safeTransferFrom': {
      const args = decoded.args
      if (args.length === 5) {
        const [from, receiver, id, amount] = args
        return known(
          'safeTransferFrom(address,address,uint256,uint256,bytes)',
          { from, to: receiver, id, amount },
          [{ type: 'move', standard: 'erc1155', token, from, to: receiver, amount, tokenId: id }],
        )
      }
      const [from, receiver, tokenId] = args
      return known(
        args.length === 4
          ? 'safeTransferFrom(address,address,uint256,bytes)'
          : 'safeTransferFrom(address,address,uint256)',
        { from, to: receiver, tokenId },
        [{ type: 'move', standard: 'erc721', token, from, to: receiver, amount: 1n, tokenId }],
      )
    }
    case 'safeBatchTransferFrom': {
      const [from, receiver, ids, amounts] = decoded.args
      return known(
        'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
        { from, to: receiver, ids: ids.join(', '), amounts: amounts.join(', ') },
        ids.map((id, index) => ({
          type: 'move' as const,
          standard: 'erc1155' as const,
          token,
          from,
          to: receiver,
          amount: amounts[index] ?? 0n,
          tokenId: id,
        })),
      )
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      // Revoking grants nothing: no effect to warn about.
      return known(
        'setApprovalForAll(address,bool)',
        { operator, approved },
        approved
          ? [
              {
                type: 'allow',
                standard: 'erc721',
                token,
                spender: operator,
                scope: 'all',
                via: 'setApprovalForAll',
              },
            ]
          : [],
      )
    }
  }
}

function decodePermit2(data: Hex): Known | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof permit2Abi>>
  try {
    decoded = decodeFunctionData({ abi: permit2Abi, data })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'approve') {
    const [token, spender, amount, expiration] = decoded.args
    return known(
      'approve(address,address,uint160,uint48)',
      { token, spender, amount, expiration },
      [
        {
          type: 'allow',
          standard: 'erc20',
          token,
          spender,
          scope: 'amount',
          amount,
          expiresAt: expiration,
          via: 'permit2',
        },
      ],
    )
  }
  const [owner, permit] = decoded.args
  const details = Array.isArray(permit.details) ? permit.details : [permit.details]
  return known(
    Array.isArray(permit.details)
      ? 'permit(address,PermitBatch,bytes)'
      : 'permit(address,PermitSingle,bytes)',
    { owner, spender: permit.spender, tokens: details.map((d) => d.token).join(', ') },
    details.map((d) => ({
      type: 'allow' as const,
      standard: 'erc20' as const,
      token: d.token,
      spender: permit.spender,
      scope: 'amount' as const,
      amount: d.amount,
      expiresAt: d.expiration,
      via: 'permit2' as const,
    })),
  )
}

function known(
  signature: string,
  args: Readonly<Record<string, unknown>>,
  effects: readonly CallEffect[],
): Known {
  return {
    signature,
    args: Object.entries(args).map(([name, value]) => ({ name, value: String(value) })),
    effects,
  }
}
