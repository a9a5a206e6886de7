import type { PublicClient } from 'viem'
import { isNativeToken } from './constants.js'

/**
 * What `owner` holds of `token` (the native coin for the native token's address), in its
 * smallest unit.
 *
 * @example
 * const held = await readTokenBalance(client, { token: usdc, owner })
 */
export async function readTokenBalance(
  client: PublicClient,
  parameters: { token: string; owner: string },
): Promise<bigint> {
  const { token, owner } = parameters
  if (isNativeToken(token)) return client.getBalance({ address: owner as `0x${string}` })
  return client.readContract({
    address: token as `0x${string}`,
    abi: balanceOfAbi,
    functionName: 'balanceOf',
    args: [owner as `0x${string}`],
  })
}

const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
