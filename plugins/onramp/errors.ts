import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/**
 * A widget URL that is not the provider's own: another origin, another scheme
 * (`javascript:`, `data:`), or not a URL. Nothing is opened.
 */
export class OnrampUrlRefusedError extends BaseError {
  override name = 'OnrampUrlRefusedError'
  constructor(provider: string, url: string, parameters: BaseErrorParameters = {}) {
    super('ONRAMP_URL_REFUSED', "The provider's page could not be opened.", {
      details: `${provider} gave ${url.slice(0, 200)}, which is not on its allowed origins`,
      ...parameters,
    })
  }
}

/** The browser blocked the popup (it was not opened on the visitor's click). */
export class OnrampPopupBlockedError extends BaseError {
  override name = 'OnrampPopupBlockedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('ONRAMP_POPUP_BLOCKED', 'The browser blocked the window. Allow pop-ups and try again.', {
      ...parameters,
    })
  }
}

/** A provider answered something that is not SPEC §3's options or quote. */
export class OnrampInvalidResponseError extends BaseError {
  override name = 'OnrampInvalidResponseError'
  constructor(provider: string, details: string, parameters: BaseErrorParameters = {}) {
    super('ONRAMP_INVALID_RESPONSE', 'The provider answered something unexpected.', {
      details: `${provider}: ${details}`,
      ...parameters,
    })
  }
}
