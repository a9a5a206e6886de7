import { assertChainId } from './assertChainId.js'
import { InvalidChainIdError } from './errors/chain.js'

/**
 * The ENSIP-11 coin type of an EVM chain, used when registering names: 60 for Ethereum,
 * `0x80000000 | chainId` otherwise. SPEC §5: a chain id at or above 2^31 is 'Invalid chainId'.
 *
 * @param chainId - A chain id above 0 and below 2^31.
 * @returns The coin type.
 * @example
 * toCoinType(1) // 60
 * toCoinType(8453) // 2147492101
 */
export function toCoinType(chainId: number): number {
  assertChainId(chainId)
  if (chainId === 1) return 60
  if (chainId >= 0x80000000) throw new InvalidChainIdError(chainId)
  return (0x80000000 | chainId) >>> 0
}
