import { BaseError } from 'gangway/kernel'

/** A request a preview cannot read: its params are not what its method takes. */
export class InvalidPreviewRequestError extends BaseError {
  override name = 'InvalidPreviewRequestError'
  constructor(method: string, details: string) {
    super('INVALID_PREVIEW_REQUEST', `The ${method} request cannot be previewed.`, { details })
  }
}
