import { BaseError } from 'gangway/kernel'

/** SPEC §8 'Error resolving name': a lookup failed (not: the name has no address). */
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError'
  constructor(name: string, cause?: unknown) {
    super('RESOLVE_NAME_FAILED', 'Error resolving name', { details: name, cause })
  }
}

/** ENSIP-15: a name that does not normalise (confusable, disallowed characters): says why. */
export class InvalidNameError extends BaseError {
  override name = 'InvalidNameError'
  constructor(name: string, reason: string, cause?: unknown) {
    super('INVALID_NAME', `Invalid name: ${reason}`, { details: name, cause })
  }
}

/** SPEC §8 'Error fetching name suggestions'. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(cause?: unknown) {
    super('NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions', { cause })
  }
}

/** SPEC §8 'Error fetching names for address'. */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(address: string, cause?: unknown) {
    super('NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address', {
      details: address,
      cause,
    })
  }
}

/**
 * SPEC §8 'Error registering name {name}': the service's own description, when it gives
 * one, is the message.
 */
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError'
  constructor(name: string, description?: string | undefined, cause?: unknown) {
    super('REGISTER_NAME_FAILED', description || `Error registering name ${name}`, {
      details: name,
      cause,
    })
  }
}
