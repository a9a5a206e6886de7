import { encodeFunctionData, getAddress, type PublicClient } from 'viem'
import { isNativeToken } from '../constants.js'
import { SwapInvalidQuoteError } from '../errors.js'
import type { SwapTransaction } from '../types.js'
import { erc20Abi } from './abis.js'
import { isUint } from './schemas.js'

/** How much `spender` may move of `owner`'s `token`; the native token needs no approval. */
export async function readAllowance(
  client: PublicClient,
  { token, owner, spender }: { token: string; owner: string; spender: string },
): Promise<bigint> {
  if (isNativeToken(token)) return 2n ** 256n - 1n
  const value = await client.readContract({
    address: getAddress(token),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [getAddress(owner), getAddress(spender)],
  })
  // The token contract is as untrusted as any RPC answer.
  if (!isUint(value)) throw new SwapInvalidQuoteError(`allowance answered ${String(value)}`)
  return value
}

/** The transaction that lets `spender` move `amount` of `token`. */
export function approveTransaction({
  token,
  spender,
  amount,
}: {
  token: string
  spender: string
  amount: bigint
}): SwapTransaction {
  return {
    to: getAddress(token),
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [getAddress(spender), amount],
    }),
  }
}
