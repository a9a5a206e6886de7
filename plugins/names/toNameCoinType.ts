import { BaseError } from 'gangway/kernel'

/**
 * The ENSIP-11 coin type of an EVM chain, as names are resolved and registered for it: 60 for
 * Ethereum, `0x80000000 | chainId` otherwise. The same rule as gangway/eip155's `toCoinType`,
 * kept here so the names chunks do not import the eip155 entry (esbuild would then hoist a
 * shared kernel chunk into every host's first bundle).
 *
 * @throws BaseError 'Invalid chainId' (SPEC §5) for a chain id not above 0 or at/above 2^31.
 */
export function toNameCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId <= 0 || chainId >= 0x80000000)
    throw new BaseError('INVALID_CHAIN_ID', 'Invalid chainId', { details: `Chain id: ${chainId}` })
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
