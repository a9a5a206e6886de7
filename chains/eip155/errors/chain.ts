// Errors of the chain, address and amount rules (SPEC §5, §8).
import { BaseError } from 'gangway/kernel'

/** SPEC §8: adding a chain to the wallet failed. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: { chainId: number; cause?: unknown }) {
    super('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      cause: parameters.cause,
      metaMessages: [`Chain id: ${parameters.chainId}`],
    })
  }
}

/** SPEC §5: the chain must be among the configured chains. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(chain: string | number) {
    super('CHAIN_NOT_CONFIGURED', 'Chain not configured', {
      details: `"${chain}" is not among the networks given to eip155().`,
    })
  }
}

/** The connected wallet does not grant ERC-7715 permissions (sessions) on the network. */
export class PermissionsNotSupportedError extends BaseError {
  override name = 'PermissionsNotSupportedError'
  constructor(chainId: number) {
    super('PERMISSIONS_NOT_SUPPORTED', 'The wallet does not grant permissions', {
      details: `Neither wallet_requestExecutionPermissions nor wallet_grantPermissions is offered on chain ${chainId}.`,
    })
  }
}

/** SPEC §5: an address needs 40 hex digits (optional 0x) and a valid checksum when mixed case. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: string) {
    super('INVALID_ADDRESS', 'Address invalid', {
      details: `"${address}" is not an EVM address (40 hex digits, EIP-55 checksum when mixed case).`,
    })
  }
}

/** SPEC §5: chain ids are above 0; as a coin type they stay below 2^31. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(chainId: unknown) {
    super('INVALID_CHAIN_ID', 'Invalid chainId', { details: `Chain id: ${String(chainId)}` })
  }
}

/** SPEC §5: what the kernel's `parseUnits` (this chain's) throws for an amount that is not one. */
export { InvalidAmountError } from 'gangway/kernel'
