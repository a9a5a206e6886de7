import { BaseError, type BaseErrorParameters } from './base.js'

export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  readonly body: unknown
  readonly url: string
  constructor(parameters: {
    url: string
    status?: number | undefined
    body?: unknown
    cause?: unknown
    message?: string
  }) {
    const short =
      parameters.message ??
      (parameters.status
        ? `HTTP request failed with status ${parameters.status}.`
        : 'HTTP request failed.')
    super('HTTP_ERROR', short, {
      cause: parameters.cause,
      details:
        typeof parameters.body === 'string'
          ? parameters.body
          : parameters.body === undefined
            ? undefined
            : JSON.stringify(parameters.body),
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.status = parameters.status
    this.body = parameters.body
    this.url = parameters.url
  }
}

export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(what: string, ms: number) {
    super('TIMEOUT', `${what} timed out after ${ms} ms.`)
  }
}

export class ValidationError extends BaseError {
  override name = 'ValidationError'
  constructor(shortMessage: string, parameters?: BaseErrorParameters) {
    super('VALIDATION_ERROR', shortMessage, parameters)
  }
}
