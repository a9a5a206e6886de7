import { InvalidChainIdError } from './errors/chain.js'

/**
 * SPEC §5: a chain id is an integer above 0.
 *
 * @throws InvalidChainIdError
 * @example
 * assertChainId(8453)
 */
export function assertChainId(chainId: unknown): asserts chainId is number {
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidChainIdError(chainId)
}
